/** Waits `ms`, or less when `signal` aborts first (never rejects). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Runs `poll` (one long-poll request the server holds until something changes) again and again until
 * `signal` aborts. A failure backs off 1 s, 2 s, 4 s … up to 10 s; a success resets the back-off.
 */
export async function longPoll(signal: AbortSignal, poll: () => Promise<void>): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      await poll();
      failures = 0;
    } catch {
      if (signal.aborted) return;
      failures += 1;
      await pause(Math.min(10_000, 500 * 2 ** failures), signal);
    }
  }
}
