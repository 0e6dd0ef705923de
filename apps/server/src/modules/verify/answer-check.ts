import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PlacedWord } from './challenge-repository.ts';
import { CLICK_WORD_TARGETS } from './challenge-factory.ts';

/** The slider passes within this many picture pixels of the gap (brief "±5 px"). */
export const SLIDER_TOLERANCE_PX = 5;
/** A click counts when it lands this close to the character's centre. */
export const CLICK_RADIUS_PX = 22;
/** Leading zero hex digits the geetest stand-in's proof of work needs (about 65 000 hashes). */
export const GEETEST_DIFFICULTY = 4;
/** The geetest site id the register call reports (`gt`). */
export const GEETEST_ID = 'arena-geetest-standin';

const point = z.object({ x: z.number().finite(), y: z.number().finite() });

function parsePoints<T extends z.ZodType>(schema: T, json: string): z.output<T> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not JSON at all: simply a wrong answer
  }
}

/** The typed image code, ignoring case and surrounding spaces. */
export function imageCodeMatches(expected: string, typed: string): boolean {
  return typed.trim().toUpperCase() === expected.toUpperCase();
}

/** Slider: `pointJson` is `{"x":…,"y":…}`, the piece's left edge in picture pixels. */
export function sliderMatches(gapX: number, pointJson: string): boolean {
  const p = parsePoints(point, pointJson);
  return p !== null && Math.abs(p.x - gapX) <= SLIDER_TOLERANCE_PX;
}

/** Click-word: `pointJson` is `[{"x":…,"y":…}, …]`, one click per asked character, in order. */
export function clickWordMatches(words: readonly PlacedWord[], pointJson: string): boolean {
  const clicks = parsePoints(z.array(point).length(CLICK_WORD_TARGETS), pointJson);
  if (clicks === null) return false;
  return clicks.every((c, i) => {
    const target = words[i];
    return target !== undefined && Math.hypot(c.x - target.x, c.y - target.y) <= CLICK_RADIUS_PX;
  });
}

/**
 * Geetest stand-in: `validate` is a nonce whose SHA-256 with the challenge starts with
 * {@link GEETEST_DIFFICULTY} zero hex digits, and `seccode` is `validate|jordan` (geetest's format).
 */
export function geetestMatches(challenge: string, validate: string, seccode: string): boolean {
  if (seccode !== `${validate}|jordan`) return false;
  const digest = createHash('sha256').update(`${challenge}${validate}`).digest('hex');
  return digest.startsWith('0'.repeat(GEETEST_DIFFICULTY));
}
