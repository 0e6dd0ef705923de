import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rotateDomain } from '@arena/domain';
import { PlayerControls } from './player-controls.tsx';
import { enterStageFullscreen, exitStageFullscreen, useIsFullscreen } from './stage-fullscreen.ts';

/** One stream source: a video line with its HTTP-FLV and HLS addresses (spec §7 "Video"). */
export interface StreamSource {
  line: string;
  flvUrl: string | null;
  hlsUrl: string | null;
}

/** No progress of `currentTime` for this long while playing: the stream stalled, try the next source. */
const STALL_MS = 8_000;

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * The live video (this module is a lazy chunk, and so are mpegts.js and hls.js inside it). Each line
 * is tried with HTTP-FLV through mpegts.js first, then its HLS rendition (native where the browser
 * plays HLS itself, as on iOS; hls.js elsewhere); a failure or a stall moves on, and the line comes
 * from `rotateDomain` over the lines by failure count (the gateway's line mechanism, spec §9). It
 * starts muted and inline, so browsers let it autoplay, until the viewer turns the sound on with the
 * overlay's controls (which also put the stage in full screen).
 */
export function LivePlayer({ sources }: { sources: readonly StreamSource[] }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(false);
  const exhausted = attempt >= sources.length * 2;

  useEffect(() => {
    const el = video.current;
    if (!el || exhausted) return;
    const lineIndex = Math.floor(attempt / 2);
    const line = rotateDomain(
      sources.map((s) => s.line),
      lineIndex,
    );
    const source = sources.find((s) => s.line === line);
    const kind = attempt % 2 === 0 ? 'flv' : 'hls';
    let closed = false;
    let cleanup = () => {};
    const fail = () => {
      if (closed) return;
      closed = true; // one failure per attempt, however many error events follow
      setAttempt((a) => a + 1);
    };
    el.muted = true;

    const start = async () => {
      const url = kind === 'flv' ? source?.flvUrl : source?.hlsUrl;
      if (!url) return fail();
      if (kind === 'flv') {
        const { default: mpegts } = await import('mpegts.js');
        if (closed) return;
        if (!mpegts.getFeatureList().mseLivePlayback) return fail();
        const player = mpegts.createPlayer(
          { type: 'flv', isLive: true, url: absolute(url) },
          { enableWorker: true, lazyLoad: false, liveBufferLatencyChasing: true },
        );
        player.on(mpegts.Events.ERROR, fail);
        player.attachMediaElement(el);
        player.load();
        void Promise.resolve(player.play()).catch(() => undefined); // autoplay refusals keep the poster
        cleanup = () => {
          player.pause();
          player.unload();
          player.detachMediaElement();
          player.destroy();
        };
        return;
      }
      if (el.canPlayType('application/vnd.apple.mpegurl')) {
        el.src = absolute(url);
        el.addEventListener('error', fail, { once: true });
        void el.play().catch(() => undefined);
        cleanup = () => {
          el.removeEventListener('error', fail);
          el.removeAttribute('src');
          el.load();
        };
        return;
      }
      const { default: Hls } = await import('hls.js/light');
      if (closed) return;
      if (!Hls.isSupported()) return fail();
      const hls = new Hls({ liveDurationInfinity: true });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) fail();
      });
      hls.loadSource(absolute(url));
      hls.attachMedia(el);
      void el.play().catch(() => undefined);
      cleanup = () => hls.destroy();
    };
    start().catch(fail);

    // Stall watchdog: a stream that stops advancing is treated like an error.
    let last = -1;
    let lastMove = Date.now();
    const watchdog = setInterval(() => {
      if (el.paused) {
        lastMove = Date.now();
      } else if (el.currentTime !== last) {
        last = el.currentTime;
        lastMove = Date.now();
      } else if (Date.now() - lastMove > STALL_MS) fail();
    }, 1_000);

    return () => {
      closed = true;
      clearInterval(watchdog);
      cleanup();
    };
  }, [attempt, sources, exhausted]);

  const fullscreen = useIsFullscreen(video);
  const handleSound = () => {
    const el = video.current;
    if (!el) return;
    el.muted = !muted;
    setMuted(!muted);
    if (muted) void el.play().catch(() => undefined);
  };
  const handleFullscreen = () => {
    const el = video.current;
    const stage = el?.closest('.live-stage');
    if (fullscreen) void exitStageFullscreen();
    else if (stage) void enterStageFullscreen(stage, el ?? null);
  };

  if (exhausted) {
    return (
      <div className="live-stage-message" role="alert">
        <p>{t('liveRoom.playFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setAttempt(0)}>
          {t('liveRoom.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="live-player">
      <video
        ref={video}
        className="live-video"
        muted
        autoPlay
        playsInline
        // Inline play in WeChat and QQ's X5 browser, and in old iOS WebViews: without these the video
        // opens in the system player, over the page, with none of the overlay or the chat.
        webkit-playsinline="true"
        x5-playsinline="true"
        x5-video-player-type="h5-page"
        x5-video-orientation="landscape|portrait"
        aria-label={t('liveRoom.playerLabel')}
        data-testid="live-video"
        onPlaying={() => setPlaying(true)}
      />
      {!playing && (
        <p className="live-player-status" role="status">
          {t('liveRoom.connecting')}
        </p>
      )}
      <PlayerControls
        muted={muted}
        fullscreen={fullscreen}
        onSound={handleSound}
        onFullscreen={handleFullscreen}
      />
    </div>
  );
}
