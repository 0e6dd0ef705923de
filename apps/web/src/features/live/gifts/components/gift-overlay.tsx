import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useGiftConfig } from '../api/get-gift-config.ts';
import { GiftQueue, type GiftShow } from '../gift-queue.ts';
import { useGiftPushes, type GiftPush } from '../use-gift-pushes.ts';
import type * as SvgaPlay from '../svga-play.ts';
import '../gifts.css';

/** How long the static banner stays when motion is reduced. */
export const GIFT_BANNER_MS = 3_000;

/** The player chunk (svga-play.ts and the `svga` library), fetched on the first gift and kept. */
let playerChunk: Promise<typeof SvgaPlay> | null = null;
const loadPlayer = () => {
  playerChunk ??= import('../svga-play.ts').catch((error: unknown) => {
    playerChunk = null; // a failed chunk load is tried again on the next gift
    throw error;
  });
  return playerChunk;
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Gift animations over the stage: pushes that arrive live are queued (gift-queue.ts: two at a
 * time, a big gift alone, 20 waiting at most) and each plays once in its own canvas, whose player is
 * destroyed when it ends. With reduced motion a static banner shows instead. Decorative: the chat line
 * carries the same words for assistive technology.
 */
export function GiftOverlay({ roomNo }: { roomNo: string }) {
  const [queue] = useState(() => new GiftQueue());
  const state = useSyncExternalStore(queue.subscribe, queue.getState);
  const gifts = useGiftConfig();
  const config = gifts.data;
  const { t } = useTranslation();

  useEffect(() => () => queue.clear(), [queue]);

  const onPush = useCallback(
    (push: GiftPush) => {
      const gift = config?.find((g) => g.giftId === push.content.giftId);
      if (!gift?.svgaUrl) return; // unknown gift or no animation: the chat line alone
      queue.push({
        id: push.id,
        svgaUrl: gift.svgaUrl,
        big: gift.giftType === 1,
        giftName: push.content.giftName || gift.name,
        iconUrl: gift.url,
        username: push.content.username,
        count: push.content.count,
      });
    },
    [config, queue],
  );
  useGiftPushes(roomNo, onPush);

  if (state.playing.length === 0) return null;
  return (
    <div className="gift-overlay" aria-hidden="true" data-testid="gift-overlay">
      {state.playing.map((show, i) => (
        <GiftPlayback
          key={show.id}
          show={show}
          slot={i}
          caption={t('gifts.push', { name: show.username, gift: show.giftName, count: show.count })}
          queue={queue}
        />
      ))}
    </div>
  );
}

function GiftPlayback({
  show,
  slot,
  caption,
  queue,
}: {
  show: GiftShow;
  slot: number;
  caption: string;
  queue: GiftQueue;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [reduced] = useState(prefersReducedMotion);

  useEffect(() => {
    const done = () => queue.finish(show.id);
    if (reduced) {
      const timer = setTimeout(done, GIFT_BANNER_MS);
      return () => clearTimeout(timer);
    }
    const abort = new AbortController();
    const el = canvas.current;
    if (!el) return;
    loadPlayer()
      .then(({ playSvga }) => playSvga(el, show.svgaUrl, abort.signal))
      .catch(() => undefined) // a movie that cannot load or play just frees its slot
      .finally(() => {
        if (!abort.signal.aborted) done();
      });
    return () => abort.abort();
  }, [queue, reduced, show.id, show.svgaUrl]);

  return (
    <div className={`gift-show gift-show-${slot}${show.big ? ' is-big' : ''}${reduced ? ' is-static' : ''}`}>
      {!reduced && <canvas ref={canvas} className="gift-canvas" data-testid="gift-canvas" />}
      <p className="gift-caption">
        <img src={show.iconUrl} alt="" width={24} height={24} />
        <span>{caption}</span>
      </p>
    </div>
  );
}
