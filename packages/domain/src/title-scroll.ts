import {
  TITLE_SCROLL_STEP_MS,
  TITLE_SCROLL_THRESHOLD_DEFAULT,
  TITLE_SCROLL_THRESHOLD_SAFARI,
} from './platform-constants.ts';
import type { IntervalScheduler } from './scheduler.ts';

/** Characters above which a title scrolls (spec §4 "28 characters in Safari or 15 in other browsers"). */
export function titleScrollThreshold(isSafari: boolean): number {
  return isSafari ? TITLE_SCROLL_THRESHOLD_SAFARI : TITLE_SCROLL_THRESHOLD_DEFAULT;
}

/** True when a title is longer than the browser's threshold, counted in code points (spec §4). */
export function shouldScrollTitle(title: string, isSafari: boolean): boolean {
  return [...title].length > titleScrollThreshold(isSafari);
}

/** One scroll step: the first character moves to the end, code-point safe (spec §4). */
export function nextTitleFrame(frame: string): string {
  const [first, ...rest] = [...frame];
  return first === undefined ? '' : rest.join('') + first;
}

/** Inputs of {@link createTitleScroller} (spec §4). */
export interface TitleScrollerOptions {
  readonly timers: IntervalScheduler;
  /** Reads whether the tab is hidden now (the web passes `() => document.hidden`). */
  readonly isHidden: () => boolean;
  /** Writes the page title. */
  readonly setTitle: (title: string) => void;
  readonly isSafari: boolean;
  readonly stepMs?: number;
}

/** A running title scroller (spec §4). */
export interface TitleScroller {
  /** Shows `title`, scrolling it if long; replaces any title shown before. */
  show(title: string): void;
  /** Stops scrolling and restores the full title. */
  stop(): void;
}

/**
 * Page-title scroller (spec §4): a long title rotates one character every 300 ms; while the tab is
 * hidden the ticks are skipped, so the scroll pauses where it was and resumes when visible.
 */
export function createTitleScroller(options: TitleScrollerOptions): TitleScroller {
  let handle: unknown = null;
  let original = '';
  let frame = '';

  const halt = (): void => {
    if (handle !== null) options.timers.clearInterval(handle);
    handle = null;
  };

  return {
    show(title) {
      halt();
      original = title;
      frame = title;
      options.setTitle(title);
      if (!shouldScrollTitle(title, options.isSafari)) return;
      handle = options.timers.setInterval(() => {
        if (options.isHidden()) return;
        frame = nextTitleFrame(frame);
        options.setTitle(frame);
      }, options.stepMs ?? TITLE_SCROLL_STEP_MS);
    },
    stop() {
      halt();
      options.setTitle(original);
    },
  };
}
