import { useTranslation } from 'react-i18next';

export type AnchorBadgeKind = 'on' | 'off' | 'interrupted';

/** A streamer status as a badge (spec §4: 1–3 on, 4 interrupted, anything else not on). */
export const anchorBadgeOf = (status: number): AnchorBadgeKind =>
  status >= 1 && status <= 3 ? 'on' : status === 4 ? 'interrupted' : 'off';

/** 直播中 / 未开播 (with the coming start when known) / 中断. */
export function AnchorBadge({ status, startsAt }: { status: number; startsAt?: string }) {
  const { t } = useTranslation();
  const kind = anchorBadgeOf(status);
  return (
    <span className={`live-badge is-${kind}`} data-testid="anchor-badge" data-kind={kind}>
      {t(`liveFollow.badge.${kind}`)}
      {kind === 'off' && startsAt ? ` ${startsAt}` : ''}
    </span>
  );
}
