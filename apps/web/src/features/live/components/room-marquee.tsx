import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Marquee } from '@/components/ui/marquee.tsx';
import { serverNow } from '@/lib/gateway/clock-offset.ts';
import { roomNoticesQuery } from '../api/get-room-notices.ts';

/** The notice marquee under the room's stage (spec §4: in the room and on home). */
export function RoomMarquee() {
  const { t } = useTranslation();
  const notices = useQuery(roomNoticesQuery());
  return (
    <Marquee
      items={notices.data ?? []}
      now={serverNow()}
      label={t('roomMarquee.label')}
      placeholder={notices.isPending ? t('app.loading') : t('roomMarquee.empty')}
      testId="room-marquee"
      className="room-marquee"
    />
  );
}
