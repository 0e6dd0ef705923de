/**
 * Lets the browser run other work (paint, input) before continuing: `scheduler.yield()` where the
 * browser has it (Chromium 129+, resumes ahead of other queued tasks), else a zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
