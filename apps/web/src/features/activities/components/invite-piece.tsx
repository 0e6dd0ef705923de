import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { inviteQuery } from '../api/get-activity-info.ts';
import { QrCode } from '@/components/ui/qr-code.tsx';

/** Invite friend: the member's code, link (`/?r_code=`) with its QR code, and totals. */
export function InvitePiece() {
  const { t } = useTranslation();
  const info = useQuery(inviteQuery());
  if (!info.data) return <Skeleton height={160} />;
  const d = info.data;
  const url = new URL(d.inviteUrl, window.location.origin).toString();
  const handleCopy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => toast(t('act.invite.copied'), { kind: 'success' }))
      .catch(() => toast(url, { kind: 'info' }));
  return (
    <div className="act-invite">
      <p>
        {t('act.invite.code')}：<strong data-testid="invite-code">{d.inviteCode}</strong>
      </p>
      <p className="act-link">
        {t('act.invite.link')}：<span>{url}</span>
      </p>
      <button type="button" className="btn" onClick={() => void handleCopy()}>
        {t('act.invite.copy')}
      </button>
      <QrCode text={url} label={t('act.invite.qr')} className="act-qr" />
      <p>
        {t('act.invite.invited', { n: d.invited })} ·{' '}
        {t('act.invite.earned', { amount: formatMoney(d.earned, 'CNY') })}
      </p>
    </div>
  );
}
