import { useTranslation } from 'react-i18next';
import { formatCollectCount } from '@arena/domain';

/** A viewer as the detail names them (spec §6 avatar list of 3: the first three members watching). */
interface Viewer {
  userId: string;
  username: string;
}

/**
 * 人气 (the room's open connections, 1.2万 from ten thousand on) and the first three members watching, each as a disc with the
 * first character of their name (members have no picture in the detail).
 */
export function RoomPopularity({ count, viewers }: { count: number; viewers: readonly Viewer[] }) {
  const { t } = useTranslation();
  return (
    <div className="chat-popularity" data-testid="room-popularity">
      <span data-testid="room-popularity-count">
        {t('chatSafety.popularity', { shown: formatCollectCount(count) })}
      </span>
      <ul className="chat-viewers" aria-label={t('chatSafety.firstViewers')}>
        {viewers.map((v) => (
          <li key={v.userId} className="chat-viewer" title={v.username} aria-label={v.username}>
            <span aria-hidden="true">{[...v.username][0] ?? '?'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
