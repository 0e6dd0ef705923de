import type { VerifyTypes } from '@arena/domain';
import { ErrorCode } from '@arena/protocol';

/** The three verification types of spec §4, in tab order: image code, AFS (slider), Anji (click-word). */
export type VerifyKind = 'image' | 'afs' | 'anji';

/** What the member entered on the active tab, ready to send. */
export type VerifyAnswer =
  | { kind: 'image'; code: string }
  | { kind: 'afs'; token: string; x: number }
  | { kind: 'anji'; token: string; points: readonly PicturePoint[] };

/** A point in picture pixels (the units the server's answers use), not screen pixels. */
export interface PicturePoint {
  x: number;
  y: number;
}

/** Which types the session opened by captchaExRegister switches on (each defaults to 1, spec §4). */
export interface ServerVerifyTypes {
  image: number;
  afs: number;
  anji: number;
}

/** Characters of the image code (server: IMAGE_CODE_LENGTH). */
export const IMAGE_CODE_LENGTH = 4;
/** Characters the click-word picture asks for, in order. */
export const CLICK_WORD_TARGETS = 3;

/**
 * Tabs to show: a type is on when both the need-safe answer and the opened session enable it (1 = on,
 * spec §4). Should every type be off, the image code still shows: the request cannot go on without one.
 */
export function enabledKinds(types: VerifyTypes, server?: ServerVerifyTypes): VerifyKind[] {
  const on: VerifyKind[] = [];
  if (types.imageCode !== 0 && (server?.image ?? 1) !== 0) on.push('image');
  if (types.afs !== 0 && (server?.afs ?? 1) !== 0) on.push('afs');
  if (types.anji !== 0 && (server?.anji ?? 1) !== 0) on.push('anji');
  return on.length > 0 ? on : ['image'];
}

/** How the dialog reacts to a failed attempt. */
export interface VerifyFailure {
  key: 'verify.wrongCode' | 'verify.wrongPuzzle' | 'verify.expired' | 'verify.locked' | 'verify.failed';
  /** Tries left on this challenge, when the server said. */
  remaining?: number;
  /** Open a fresh challenge (the old one expired, was used, or ran out of tries). */
  renew: boolean;
}

/** Thrown when the slider or click-word answer was checked and not passed (no 10409: `passed: false`). */
export class PuzzleNotPassed extends Error {
  constructor() {
    super('puzzle not passed');
    this.name = 'PuzzleNotPassed';
  }
}

const hasCode = (err: unknown): err is { code: number; data: unknown } =>
  typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'number';

/**
 * Maps a failed attempt to its inline message (spec §5/§8: 10409 is "verification code error").
 * The server's `data.reason` says whether the same challenge takes another try.
 */
export function describeFailure(err: unknown, kind: VerifyKind): VerifyFailure {
  if (err instanceof PuzzleNotPassed) return { key: 'verify.wrongPuzzle', renew: false };
  if (!hasCode(err) || err.code !== ErrorCode.verificationCode) return { key: 'verify.failed', renew: false };
  const data = (typeof err.data === 'object' && err.data !== null ? err.data : {}) as {
    reason?: unknown;
    remaining?: unknown;
  };
  if (data.reason === 'expired') return { key: 'verify.expired', renew: true };
  if (data.reason === 'locked') return { key: 'verify.locked', renew: true };
  const remaining = typeof data.remaining === 'number' ? data.remaining : undefined;
  return {
    key: kind === 'image' ? 'verify.wrongCode' : 'verify.wrongPuzzle',
    renew: false,
    ...(remaining === undefined ? {} : { remaining }),
  };
}

/** A base64 PNG starts with the signature's first bytes (0x89 'P' 'N' 'G'). */
const isPngBase64 = (base64: string) => base64.startsWith('iVBORw0KGgo');

/**
 * Width and height of a base64 picture, so layout needs no image load event: a PNG's from its IHDR
 * chunk (bytes 16–23), an SVG's from its root element.
 */
export function pictureSize(base64: string): { width: number; height: number } | null {
  let text: string;
  try {
    text = atob(isPngBase64(base64) ? base64.slice(0, 44) : base64).slice(0, 400);
  } catch {
    return null; // not base64: the picture cannot be shown either
  }
  if (isPngBase64(base64)) {
    if (text.length < 24 || text.slice(12, 16) !== 'IHDR') return null;
    const u32 = (at: number) =>
      ((text.charCodeAt(at) << 24) |
        (text.charCodeAt(at + 1) << 16) |
        (text.charCodeAt(at + 2) << 8) |
        text.charCodeAt(at + 3)) >>>
      0;
    return { width: u32(16), height: u32(20) };
  }
  const width = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(text)?.[1];
  const height = /<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(text)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : null;
}

/** A data URL for a base64 picture: PNG by its signature, SVG otherwise. */
export const pictureDataUrl = (base64: string) =>
  `data:${isPngBase64(base64) ? 'image/png' : 'image/svg+xml'};base64,${base64}`;

/**
 * The slider's next value for a key, or null when the key is not the slider's: arrows move 1 picture
 * pixel (10 with Shift), Page Up/Down 10, Home/End to the ends (WAI-ARIA slider pattern).
 */
export function nextSliderValue(key: string, shift: boolean, value: number, max: number): number | null {
  const step = shift ? 10 : 1;
  const moves: Record<string, number> = {
    ArrowRight: value + step,
    ArrowUp: value + step,
    ArrowLeft: value - step,
    ArrowDown: value - step,
    PageUp: value + 10,
    PageDown: value - 10,
    Home: 0,
    End: max,
  };
  const next = moves[key];
  return next === undefined ? null : Math.min(max, Math.max(0, next));
}

/** A click on the rendered picture, in picture pixels. */
export function toPicturePoint(
  client: { x: number; y: number },
  rect: { left: number; top: number; width: number; height: number },
  picture: { width: number; height: number },
): PicturePoint {
  const scaleX = rect.width > 0 ? picture.width / rect.width : 1;
  const scaleY = rect.height > 0 ? picture.height / rect.height : 1;
  return {
    x: Math.round((client.x - rect.left) * scaleX),
    y: Math.round((client.y - rect.top) * scaleY),
  };
}
