import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { memberInfoQuery } from '@/lib/member-info.ts';
import { useSession } from '@/lib/session.ts';

/**
 * The member's VIP level and main-wallet balance under the greeting (getMemberInfoForWeb; the main
 * wallet is kept in CNY fen, so on a USDT site its unit reads "CNY", not "元").
 */
export function MemberStats() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const info = useQuery(memberInfoQuery(token));
  if (info.isPending) return <span className="hero-stats-placeholder" aria-hidden="true" />;
  if (info.isError) return <span>{t('homeHub.statsFailed')}</span>;
  const { vipLevel, balance, walletType } = info.data;
  const unit = walletType === 'USDT' ? t('homeHub.unitCny') : t('homeHub.unitYuan');
  return (
    <>
      <span
        className="vip-badge"
        aria-label={t('homeHub.vipLabel', { level: vipLevel })}
        data-testid="home-vip"
      >
        {t('homeHub.vip', { level: vipLevel })}
      </span>
      <span data-testid="home-balance">
        {t('homeHub.balance')}{' '}
        <strong>{t('homeHub.balanceValue', { amount: formatMoney(balance, 'CNY'), unit })}</strong>
      </span>
    </>
  );
}
