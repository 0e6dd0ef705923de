import { useEffect, useState } from 'react';

/** Seconds left until `until` (ms since epoch), rounded up, never negative. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Seconds left until `until` (ms since epoch), ticking while above zero (resend cooldowns). */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(until, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(id);
  }, [running]);
  return left;
}
