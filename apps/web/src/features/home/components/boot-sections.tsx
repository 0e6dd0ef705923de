import { useTranslation } from 'react-i18next';
import { Marquee } from '@/components/ui/marquee.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { bootAnswer } from '@/lib/gateway/boot-data.ts';
import { serverNow } from '@/lib/gateway/clock-offset.ts';
import {
  bannersOf,
  homeCalls,
  homeInputs,
  hotOf,
  noticesOf,
  type BannerAnswer,
  type NoticeAnswer,
  type PopularAnswer,
} from '../api/home-answers.ts';
import { BANNER_RATIO, BannerStrip } from './banner-strip.tsx';
import { HotMatchesSkeleton } from './home-skeletons.tsx';
import { HotMatchList } from './hot-match-list.tsx';

/** A call's answer that came with the page, kept as home's query keeps it; undefined if none. */
function fromPage<A, T>(callId: string, input: unknown, keep: (answer: A) => T): T | undefined {
  const found = bootAnswer(callId, input);
  if (!found) return undefined;
  try {
    return keep(found.data as A);
  } catch {
    return undefined; // not the expected shape: the gateway will load it
  }
}

/**
 * The marquee and banners on the first paint, from the answers that came with the page (docs/home.md
 * "Data with the page"), with the same components the query-backed sections render; the skeleton of
 * a part the page has no answer for.
 */
export function BootServerSections() {
  const { t } = useTranslation();
  const notices = fromPage(homeCalls.notices, homeInputs.notices, (a: NoticeAnswer) => noticesOf(a));
  const banners = fromPage(homeCalls.banners, homeInputs.banners, (a: BannerAnswer) => bannersOf(a));
  return (
    <>
      {notices ? (
        <Marquee
          items={notices}
          now={serverNow()}
          label={t('home.noticesLabel')}
          placeholder={t('home.noNotices')}
          testId="notice-marquee"
        />
      ) : (
        <Skeleton height={40} />
      )}
      {banners ? (
        <BannerStrip banners={banners} />
      ) : (
        <Skeleton style={{ height: 'auto', aspectRatio: BANNER_RATIO }} />
      )}
    </>
  );
}

/** The hot matches on the first paint, from the page's popular-list answer; else the skeleton. */
export function BootHotMatches() {
  const hot = fromPage(homeCalls.popular, homeInputs.popular, (a: PopularAnswer) => hotOf(a));
  return hot ? <HotMatchList matches={hot} /> : <HotMatchesSkeleton />;
}
