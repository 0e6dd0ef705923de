import { useEffect, useSyncExternalStore } from 'react';

/** How long a changed value stays lit (docs/live.md "Flash"): shorter than the list's 1 s tick. */
export const FLASH_MS = 900;

/**
 * One timer for every lit value on the page: it wakes at the earliest time a value goes dark, tells
 * the subscribers, and sleeps until the next one. A 1 Hz list with 75 values on screen would
 * otherwise hold 75 timers, each its own task and its own render.
 */
let now = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let wakeAt = Infinity;
const pending: number[] = [];
const listeners = new Set<() => void>();

function schedule(): void {
  const next = Math.min(...pending);
  if (next >= wakeAt) return;
  if (timer) clearTimeout(timer);
  wakeAt = next;
  timer = setTimeout(wake, Math.max(0, next - performance.now()));
}

function wake(): void {
  timer = null;
  wakeAt = Infinity;
  now = performance.now();
  for (let i = pending.length - 1; i >= 0; i--) if (pending[i]! <= now) pending.splice(i, 1);
  for (const listener of listeners) listener();
  if (pending.length > 0) schedule();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a value lit at `litAt` (a `performance.now()` time, or null) is still lit. */
export function useLit(litAt: number | null): boolean {
  useEffect(() => {
    if (litAt === null) return;
    pending.push(litAt + FLASH_MS);
    schedule();
  }, [litAt]);
  // The snapshot is a boolean, so only the values whose light goes out render again.
  return useSyncExternalStore(subscribe, () => litAt !== null && litAt + FLASH_MS > now);
}

/** Tests: forget the clock's state. */
export function resetFlashClock(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  wakeAt = Infinity;
  now = 0;
  pending.length = 0;
}
