import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { greetingKeyForHour } from '@arena/domain';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';

/** The member's quick entries (spec §1: deposit, withdraw, transfer; promotions). */
const QUICK_ENTRIES = [
  { to: paths.walletDeposit, key: 'homeHub.deposit', icon: '＋' },
  { to: paths.walletWithdraw, key: 'homeHub.withdraw', icon: '－' },
  { to: paths.walletTransfer, key: 'homeHub.transfer', icon: '⇄' },
  { to: paths.activities, key: 'homeHub.activities', icon: '★' },
] as const;

/**
 * The greeting by the hour of the member's own clock (spec §9 bands), with their name from the session
 * (no call needed, so it is in the first paint). `stats` is the VIP level and balance, which need the
 * gateway and arrive a moment later in a box of their own.
 */
export function HomeGreeting({ stats, now = new Date() }: { stats: ReactNode; now?: Date }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const greeting = t(greetingKeyForHour(now.getHours()));
  const member = token !== null;
  return (
    <section className="hero" aria-labelledby="home-greeting" data-testid="home-greeting">
      <h2 id="home-greeting">
        {member
          ? t('homeHub.greetMember', { greeting, name: user?.nickName || user?.name || '' })
          : t('homeHub.greetVisitor', { greeting })}
      </h2>
      {member ? (
        <>
          <div className="hero-stats">{stats}</div>
          <nav className="quick-entries" aria-label={t('homeHub.quickLabel')}>
            {QUICK_ENTRIES.map((entry) => (
              <Link key={entry.to} to={entry.to} className="quick-entry">
                <span aria-hidden="true" className="quick-icon">
                  {entry.icon}
                </span>
                {t(entry.key)}
              </Link>
            ))}
          </nav>
        </>
      ) : (
        <>
          <p className="hero-hint">{t('homeHub.visitorHint')}</p>
          <div className="row">
            <Link className="btn btn-secondary" to={paths.login}>
              {t('common.login')}
            </Link>
            <Link className="btn btn-ghost hero-ghost" to={paths.register}>
              {t('common.register')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
