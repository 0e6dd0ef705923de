import { useEffect, useRef, useState } from 'react';

/** No successful answer for this long: the data is stale, say so and reconnect (docs/live.md). */
export const STALE_AFTER_MS = 5_000;

/**
 * Heartbeat of a polled query: every successful answer is a beat. When no beat came for
 * {@link STALE_AFTER_MS}, `stale` turns on and `reconnect` is called once per stale period (a fresh
 * request that cancels a hung one); the next beat turns it off. The check runs every second but only
 * sets state when the flag flips, so a healthy list is not rendered again by its own watchdog.
 */
export function useHeartbeat(lastBeatAt: number, reconnect: () => void): { stale: boolean } {
  const [staleSince, setStaleSince] = useState<number | null>(null);
  const last = useRef(lastBeatAt);
  useEffect(() => {
    last.current = lastBeatAt;
  }, [lastBeatAt]);
  useEffect(() => {
    const timer = setInterval(() => {
      const isStale = last.current > 0 && Date.now() - last.current > STALE_AFTER_MS;
      setStaleSince((since) => (isStale ? (since ?? last.current) : null));
    }, 1_000);
    return () => clearInterval(timer);
  }, []);
  const stale = staleSince !== null && staleSince === lastBeatAt;
  useEffect(() => {
    if (stale) reconnect();
  }, [stale, reconnect]);
  return { stale };
}
