import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Marquee } from '@/components/ui/marquee.tsx';
import { serverNow } from '@/lib/gateway/clock-offset.ts';
import { noticesQuery } from '../api/get-notices.ts';

/** The home notice marquee (spec §3, §4; the strip itself is components/ui/marquee.tsx). */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const notices = useQuery(noticesQuery());
  return (
    <Marquee
      items={notices.data ?? []}
      now={serverNow()}
      label={t('home.noticesLabel')}
      placeholder={notices.isPending ? t('app.loading') : t('home.noNotices')}
      testId="notice-marquee"
    />
  );
}
