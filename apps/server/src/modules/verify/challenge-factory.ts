import { randomBytes, randomInt } from 'node:crypto';
import type { NewChallenge, PlacedWord } from './challenge-repository.ts';
import { IMAGE_CODE_ALPHABET, IMAGE_CODE_LENGTH } from './image-code-art.ts';
import { PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzle-art.ts';
import { CLICK_WORD_POOL } from './click-word-glyphs.ts';
/** Characters drawn on the click-word picture; the first {@link CLICK_WORD_TARGETS} are asked for. */
export const CLICK_WORD_COUNT = 5;
/** Characters the member clicks, in order (brief: "the 3 requested ones in order"). */
export const CLICK_WORD_TARGETS = 3;
/** Centres are at least this far apart, so a click inside the radius can only mean one character. */
const MIN_WORD_DISTANCE = 50;

/** `count` distinct items of `pool`, chosen with the cryptographic generator. */
function drawDistinct<T>(pool: readonly T[], count: number): T[] {
  const left = [...pool];
  const out: T[] = [];
  while (out.length < count && left.length > 0) out.push(...left.splice(randomInt(left.length), 1));
  return out;
}

function placeWords(): PlacedWord[] {
  const words = drawDistinct(CLICK_WORD_POOL, CLICK_WORD_COUNT);
  const placed: PlacedWord[] = [];
  for (let attempt = 0; placed.length < words.length; attempt++) {
    if (attempt > 10_000) throw new Error('could not place the click words');
    const x = randomInt(24, PUZZLE_WIDTH - 24);
    const y = randomInt(28, PUZZLE_HEIGHT - 28);
    if (placed.every((p) => Math.hypot(p.x - x, p.y - y) >= MIN_WORD_DISTANCE)) {
      placed.push({ word: words[placed.length] ?? '', x, y });
    }
  }
  return placed;
}

/** A random, URL-safe id; 22 characters fit the catalogue's `uuid` (8..64) and `captchaId` (1..64). */
export const newChallengeId = () => randomBytes(16).toString('base64url');

/** A captchaEx session: every answer drawn with `node:crypto`, the decoration seed too. */
export function newCaptchaChallenge(): NewChallenge {
  return {
    id: newChallengeId(),
    kind: 'captcha',
    seed: randomInt(2 ** 31),
    token: randomBytes(16).toString('base64url'),
    imageCode: Array.from({ length: IMAGE_CODE_LENGTH }, () =>
      IMAGE_CODE_ALPHABET.charAt(randomInt(IMAGE_CODE_ALPHABET.length)),
    ).join(''),
    puzzleX: randomInt(60, PUZZLE_WIDTH - PIECE_SIZE - 5),
    puzzleY: randomInt(4, PUZZLE_HEIGHT - PIECE_SIZE - 4),
    clickWords: placeWords(),
  };
}

/** A geetest challenge: only its id is the secret-free challenge string the client works on. */
export function newGeetestChallenge(): NewChallenge {
  return {
    id: randomBytes(16).toString('hex'),
    kind: 'geetest',
    seed: 0,
    token: null,
    imageCode: null,
    puzzleX: null,
    puzzleY: null,
    clickWords: null,
  };
}
