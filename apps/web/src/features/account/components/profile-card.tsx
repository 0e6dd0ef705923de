import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import type { MemberInfo } from '@arena/protocol';
import { paths } from '@/lib/paths.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSession } from '@/lib/session.ts';
import { useMemberInfo } from '../api/member-info.ts';
import { NickNameDialog } from './nick-name-dialog.tsx';
import './account.css';

const BALANCE_HIDDEN_KEY = 'arena-balance-hidden';

/** The avatar picture, or the nickname's first character on a neutral disc when there is none. */
export function Avatar({ url, name, size = 64 }: { url: string; name: string; size?: number }) {
  const { t } = useTranslation();
  const style = { width: size, height: size };
  return url ? (
    <img
      className="avatar"
      src={url}
      alt={t('profile.avatarAlt', { name })}
      style={style}
      data-testid="avatar-img"
    />
  ) : (
    <span className="avatar" role="img" aria-label={t('profile.avatarAlt', { name })} style={style}>
      {[...name][0]?.toUpperCase() ?? ''}
    </span>
  );
}

/** Same shape as the loaded balance and contact rows, so nothing moves when the profile arrives. */
function DetailsSkeleton() {
  return (
    <div className="stack" aria-busy="true" data-testid="profile-skeleton">
      <Skeleton height={52} />
      <Skeleton height={64} />
    </div>
  );
}

/**
 * The balance here is the centre wallet, kept in CNY fen on every site. A USDT site replaces yuan
 * wording (spec §1), so it reads the neutral code "CNY" there, never "USDT", and "¥" elsewhere.
 */
const centreUnit = (info: MemberInfo) => (info.walletType === 'USDT' ? 'CNY' : '¥');

/** Main balance with a show/hide toggle (remembered on this device) and a refresh button. */
function BalanceRow({
  info,
  refreshing,
  onRefresh,
}: {
  info: MemberInfo;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => localStorage.getItem(BALANCE_HIDDEN_KEY) === '1');
  const toggle = () => {
    localStorage.setItem(BALANCE_HIDDEN_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  return (
    <div className="balance-row">
      <div>
        <div className="muted text-13">
          {t('profile.balance')} ({centreUnit(info)})
        </div>
        <div className="balance-amount" data-testid="me-balance" aria-live="polite">
          {hidden ? '****' : formatMoney(info.balance, 'CNY')}
        </div>
      </div>
      <div className="row flex-nowrap gap-4">
        <button
          type="button"
          className="btn btn-ghost icon-btn"
          aria-pressed={hidden}
          aria-label={hidden ? t('profile.showBalance') : t('profile.hideBalance')}
          onClick={toggle}
        >
          {hidden ? '◌' : '◉'}
        </button>
        <button
          type="button"
          className="btn btn-ghost icon-btn"
          aria-label={t('profile.refreshBalance')}
          disabled={refreshing}
          onClick={onRefresh}
          data-testid="me-balance-refresh"
        >
          ↻
        </button>
      </div>
    </div>
  );
}

/** The signed-in member: avatar, nickname (editable), name, VIP level, balance, masked phone and email. */
export function ProfileCard() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  // The stored session user names the member at once; the profile call fills in the rest.
  const user = useSession((s) => s.user);
  const [editing, setEditing] = useState(false);
  const m = info.data;
  const name = m?.name ?? user?.name ?? '';
  const display = m ? m.nickName || m.name : user?.nickName || name || t('me.member');

  return (
    <div className="stack">
      <div className="profile-head">
        {m ? (
          <Link to={paths.meAvatar} className="avatar-link" aria-label={t('profile.changeAvatar')}>
            <Avatar url={m.avatarUrl} name={display} />
          </Link>
        ) : (
          <Skeleton height={64} width={64} className="round" />
        )}
        <div className="min-w-0">
          <div className="row flex-nowrap min-h-28">
            <h2 className="m-0 overflow-hidden text-ellipsis" data-testid="me-nickname">
              {display}
            </h2>
            {m && (
              <span
                className="vip-badge"
                aria-label={t('profile.vipLabel', { level: m.vipLevel })}
                data-testid="me-vip"
              >
                {t('profile.vip', { level: m.vipLevel })}
              </span>
            )}
          </div>
          <div className="row gap-4 min-h-32">
            <span className="muted" data-testid="me-name">
              {t('me.accountName', { name })}
            </span>
            {m && (
              <button
                type="button"
                className="btn btn-ghost nick-name-edit"
                onClick={() => setEditing(true)}
                data-testid="me-edit-nickname"
              >
                {t('profile.editNickName')}
              </button>
            )}
          </div>
        </div>
      </div>
      {m ? (
        <>
          <BalanceRow info={m} refreshing={info.isFetching} onRefresh={() => void info.refetch()} />
          <ul className="info-list">
            <li>
              <span className="muted">{t('profile.phone')}</span>
              <span data-testid="me-phone">{m.phone ?? t('profile.notBound')}</span>
            </li>
            <li>
              <span className="muted">{t('profile.email')}</span>
              <span data-testid="me-email">{m.email ?? t('profile.notBound')}</span>
            </li>
          </ul>
        </>
      ) : info.isError ? (
        <div className="stack min-h-128" role="alert">
          <p className="error m-0">{t('profile.loadFailed')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void info.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <DetailsSkeleton />
      )}
      {editing && m && <NickNameDialog current={m.nickName} onClose={() => setEditing(false)} />}
    </div>
  );
}
