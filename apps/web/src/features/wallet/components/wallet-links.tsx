import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths.ts';

/** The wallet's sub-screens, one row of links (overview). */
export function WalletLinks({ account }: { account: string }) {
  const { t } = useTranslation();
  const links = [
    { to: paths.walletDeposit, label: t('wallet.nav.deposit'), id: 'deposit' },
    { to: paths.walletWithdraw, label: t('wallet.nav.withdraw'), id: 'withdraw' },
    { to: paths.walletTransfer, label: t('wallet.nav.transfer'), id: 'transfer' },
    { to: paths.walletConvert, label: t('wallet.overview.convert'), id: 'convert-nav' },
    { to: paths.walletCards, label: t('wallet.nav.cards', { account }), id: 'cards' },
    { to: paths.walletRecords, label: t('wallet.nav.records'), id: 'records' },
  ];
  return (
    <nav className="card" aria-label={t('wallet.title')}>
      <div className="row flex-wrap gap-8">
        {links.map((l) => (
          <Link key={l.id} className="btn btn-secondary" to={l.to} data-testid={`wallet-link-${l.id}`}>
            {l.label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
