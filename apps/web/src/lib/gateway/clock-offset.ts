import { computeOffset } from '@arena/domain';

/** Where the server-time offset is kept (spec §9 "offset stored locally"). */
export const OFFSET_KEY = 'arena-time-offset';

let offset = Number(localStorage.getItem(OFFSET_KEY)) || 0;

/** Client time corrected to the server's (spec §9): what envelopes are sealed with. */
export const serverNow = (): number => Date.now() + offset;

export const readOffset = (): number | null => {
  const stored = localStorage.getItem(OFFSET_KEY);
  return stored === null ? null : Number(stored);
};

export function writeOffset(value: number): void {
  offset = value;
  localStorage.setItem(OFFSET_KEY, String(value));
}

/** Updates the offset from a server reading taken during one round trip (handshake, time call). */
export function offsetFromSample(serverTime: number, sentAt: number, receivedAt: number): void {
  writeOffset(computeOffset({ serverTime, sentAt, receivedAt }));
}
