import { createTitleScroller } from '@arena/domain';

/** Safari proper (not Chrome, Edge, Firefox or Android browsers that also say "Safari" in their agent). */
export function isSafariAgent(userAgent: string): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);
}

/**
 * Page-title scroll (spec §4): screens keep setting `document.title` as they always do; this watches
 * the `<title>` element and hands every title it did not write itself to the domain scroller, which
 * rotates titles longer than 28 characters in Safari or 15 elsewhere every 300 ms and skips ticks while
 * the tab is hidden. Returns the stop function (restores the full title).
 */
export function startTitleScroll(doc: Document = document, win: Window = window): () => void {
  let written = doc.title;
  const scroller = createTitleScroller({
    timers: {
      setInterval: (fn, ms) => win.setInterval(fn, ms),
      clearInterval: (handle) => win.clearInterval(handle as number),
    },
    isHidden: () => doc.hidden,
    setTitle: (title) => {
      written = title;
      doc.title = title;
    },
    isSafari: isSafariAgent(win.navigator.userAgent),
  });
  let titleEl = doc.querySelector('title');
  if (!titleEl) {
    titleEl = doc.createElement('title');
    doc.head.append(titleEl);
  }
  const observer = new MutationObserver(() => {
    if (doc.title !== written) scroller.show(doc.title);
  });
  observer.observe(titleEl, { childList: true, characterData: true, subtree: true });
  scroller.show(doc.title);
  return () => {
    observer.disconnect();
    scroller.stop();
  };
}
