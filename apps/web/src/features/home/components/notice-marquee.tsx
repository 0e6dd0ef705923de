import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buildMarqueeTrack } from '@arena/domain';
import { serverNow } from '@/lib/gateway/clock-offset.ts';
import { noticesQuery } from '../api/get-notices.ts';

/**
 * The notice marquee (spec §3 marquee item, §4: category 1 only within its window; one item repeated
 * to 5, 2–3 items tripled). Scrolls with CSS, pauses on hover or focus, and stands still for users who
 * ask for reduced motion. Notices are text from the server, rendered as text.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const notices = useQuery(noticesQuery());
  const track = buildMarqueeTrack(notices.data ?? [], serverNow());
  return (
    <div className="marquee" role="region" aria-label={t('home.noticesLabel')} data-testid="notice-marquee">
      <span className="marquee-icon" aria-hidden="true">
        📢
      </span>
      <div className="marquee-window" tabIndex={track.length > 0 ? 0 : -1}>
        {track.length === 0 ? (
          <span className="muted">{notices.isPending ? t('app.loading') : t('home.noNotices')}</span>
        ) : (
          <div className="marquee-track" style={{ animationDuration: `${Math.max(12, track.length * 6)}s` }}>
            {track.map((notice, i) => (
              // Padding repeats items, so the index is part of the key.
              <span key={`${notice.id}-${i}`} className="marquee-item">
                {notice.content}
              </span>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
