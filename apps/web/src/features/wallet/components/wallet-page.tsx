import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { useSession } from '@/lib/session.ts';
import { loginPathFor, useThemeStore } from '@/lib/theme.ts';
import { useSettlement } from '../api/get-settlement.ts';
import type { Settlement } from '../settlement.ts';
import { OpenOrdersWatcher } from './open-orders-watcher.tsx';

interface WalletPageProps {
  title: string;
  /** Sub-screens have a back button; the overview does not need one but keeps it for the me link. */
  back?: boolean;
  right?: ReactNode;
  /** Rendered once a member is signed in and the settlement switch is known. */
  children: (settlement: Settlement) => ReactNode;
}

/**
 * Frame of every wallet screen: members only (a visitor gets a login link back here), and nothing
 * money-related is drawn before the site's settlement unit is known, so USDT sites never flash yuan.
 */
export function WalletPage({ title, back = true, right, children }: WalletPageProps) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const theme = useThemeStore((s) => s.theme);
  const settlement = useSettlement();
  if (!token) {
    const here = `${window.location.pathname}${window.location.search}`;
    return (
      <Page title={title} back={back}>
        <section className="card stack" data-testid="wallet-login">
          <h2 className="m-0">{t('wallet.loginTitle')}</h2>
          <p className="muted m-0">{t('wallet.loginBody')}</p>
          <Link
            className="btn btn-primary"
            to={`${loginPathFor(theme)}?fromPage=${encodeURIComponent(here)}`}
          >
            {t('common.login')}
          </Link>
        </section>
      </Page>
    );
  }
  return (
    <Page title={title} back={back} right={right}>
      {settlement ? (
        <>
          <p className="muted m-0 text-13" data-testid="wallet-settlement-unit">
            {t('wallet.settlementNote', {
              unit: t(settlement.currency === 'USDT' ? 'wallet.wording.usdt' : 'wallet.wording.yuan'),
            })}
          </p>
          {children(settlement)}
          <OpenOrdersWatcher settlement={settlement} />
          <p className="muted m-0 text-13 text-center">
            <Link to={paths.responsible} data-testid="responsible-footer">
              {t('responsible.footer')}
            </Link>
          </p>
        </>
      ) : (
        <PageSkeleton />
      )}
    </Page>
  );
}
