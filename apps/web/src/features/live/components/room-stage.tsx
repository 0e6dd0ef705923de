import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAnchorPlayLink, canEnterStreamer } from '@arena/domain';
import type { LiveItem, LiveTab } from '../api/get-live-list.ts';
import { useStreamList } from '../api/get-stream-list.ts';

const LivePlayer = lazy(() => import('./live-player.tsx').then((m) => ({ default: m.LivePlayer })));

function StageMessage({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="live-stage-message" role="status" data-testid={testId}>
      <p>{text}</p>
    </div>
  );
}

function MatchVideo({ item }: { item: LiveItem }) {
  const { t } = useTranslation();
  const streams = useStreamList(item.matchId, item.isStart);
  if (!item.isStart) {
    const key = item.phase === 'ended' ? 'unavailable' : 'notStarted';
    return <StageMessage text={t(`liveRoom.streamer.${key}`)} testId="streamer-message" />;
  }
  if (streams.isError) return <StageMessage text={t('liveRoom.playFailed')} />;
  if (!streams.data) return <StageMessage text={t('liveRoom.connecting')} />;
  if (streams.data.length === 0)
    return <StageMessage text={t('liveRoom.streamer.unavailable')} testId="streamer-message" />;
  return (
    <Suspense fallback={<StageMessage text={t('liveRoom.connecting')} />}>
      <LivePlayer sources={streams.data} />
    </Suspense>
  );
}

/** The streamer tab: the spec §4 entry rule, then the streamer's stream and its play.html link (§2). */
function AnchorVideo({ item }: { item: LiveItem }) {
  const { t } = useTranslation();
  const url = item.anchor_flv_url;
  const sources = useMemo(
    () => (url ? [{ line: 'default', flvUrl: url, hlsUrl: url.replace(/\.flv$/, '/index.m3u8') }] : []),
    [url],
  );
  if (!item.anchorInfo) return <StageMessage text={t('liveRoom.noAnchor')} />;
  const entry = canEnterStreamer(item.anchorStatus);
  if (!entry.ok) return <StageMessage text={t(`liveRoom.${entry.key}`)} testId="streamer-message" />;
  if (!url) return <StageMessage text={t('liveRoom.streamer.unavailable')} testId="streamer-message" />;
  return (
    <>
      <Suspense fallback={<StageMessage text={t('liveRoom.connecting')} />}>
        <LivePlayer sources={sources} />
      </Suspense>
      <a
        className="live-play-link"
        href={buildAnchorPlayLink(window.location.origin, url)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="play-page-link"
      >
        {t('liveRoom.openPlayPage')}
      </a>
    </>
  );
}

/** What the 16:9 stage shows for the chosen tab (spec §3 ANIMATION / LIVE / ANCHOR). */
export function RoomStage({ item, tab }: { item: LiveItem; tab: LiveTab }) {
  const { t } = useTranslation();
  if (tab === 'ANIMATION') {
    if (!item.animationUrl) return <StageMessage text={t('liveRoom.noAnimation')} />;
    return (
      <iframe
        className="live-animation"
        src={item.animationUrl}
        title={t('liveRoom.animationLabel')}
        // Scripts run, but in an opaque origin: with allow-same-origin too, the page could remove its
        // own sandbox and act as the app (it reads the public tracker feed, which allows any origin).
        sandbox="allow-scripts"
        data-testid="live-animation"
      />
    );
  }
  if (tab === 'ANCHOR') return <AnchorVideo item={item} />;
  return <MatchVideo item={item} />;
}
