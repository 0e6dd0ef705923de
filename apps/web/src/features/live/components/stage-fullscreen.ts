import { useEffect, useState, type RefObject } from 'react';

/** The older WebKit names (iOS Safari, X5) next to the standard Fullscreen API. */
interface WebkitDocument {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
}
interface WebkitElement {
  webkitRequestFullscreen?: () => Promise<void> | void;
}
interface LockableOrientation {
  lock?: (orientation: 'landscape') => Promise<void>;
}

/** The video alone in the system player (iPhone Safari, where an element cannot go full screen). */
const systemFullscreen = (video: HTMLVideoElement | null) =>
  (video as { webkitEnterFullscreen?: () => void } | null)?.webkitEnterFullscreen?.();

const fullscreenElement = (): Element | null =>
  document.fullscreenElement ?? (document as WebkitDocument).webkitFullscreenElement ?? null;

/**
 * Puts the whole stage in full screen (so the score overlay and the danmaku come along) and turns a
 * phone to landscape where the browser allows it. Where an element cannot go full screen (iPhone
 * Safari), the video itself does, in the system player.
 */
export async function enterStageFullscreen(stage: Element, video: HTMLVideoElement | null): Promise<void> {
  const el = stage as Element & WebkitElement;
  try {
    if (el.requestFullscreen) await el.requestFullscreen();
    else if (el.webkitRequestFullscreen) await el.webkitRequestFullscreen();
    else systemFullscreen(video);
  } catch {
    systemFullscreen(video);
    return;
  }
  // Landscape is a wish: desktop browsers refuse the lock, and the picture is then simply larger.
  const orientation = screen.orientation as ScreenOrientation & LockableOrientation;
  await orientation.lock?.('landscape').catch(() => undefined);
}

export async function exitStageFullscreen(): Promise<void> {
  const doc = document as Document & WebkitDocument;
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
  else await doc.webkitExitFullscreen?.();
}

/** Whether the element in full screen now holds `inner` (kept up to date by the browser's events). */
export function useIsFullscreen(inner: RefObject<Element | null>): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const update = () => {
      const el = fullscreenElement();
      setOn(el !== null && inner.current !== null && el.contains(inner.current));
    };
    document.addEventListener('fullscreenchange', update);
    document.addEventListener('webkitfullscreenchange', update);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      document.removeEventListener('webkitfullscreenchange', update);
    };
  }, [inner]);
  return on;
}
