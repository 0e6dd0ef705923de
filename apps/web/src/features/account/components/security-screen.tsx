import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { AddressSection } from './address-section.tsx';
import { EmailSection, PhoneSection } from './contact-sections.tsx';
import { RequireMember } from '@/components/ui/require-member.tsx';
import { RealNameSection } from './real-name-section.tsx';
import { Section } from './section.tsx';
import { WithdrawPasswordSection } from './withdraw-password-section.tsx';
import './account.css';

/** /app/me/security (members only): login and withdraw passwords, phone, email, real name, address. */
export function SecurityScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('security.title')} back>
      <RequireMember>
        <Section id="login-password" title={t('security.loginPassword')} status={null}>
          <p className="muted m-0">{t('security.loginPasswordHint')}</p>
          <Link className="btn btn-secondary" to={paths.mePassword}>
            {t('profile.entries.password')}
          </Link>
        </Section>
        <WithdrawPasswordSection />
        <PhoneSection />
        <EmailSection />
        <RealNameSection />
        <AddressSection />
      </RequireMember>
    </Page>
  );
}
