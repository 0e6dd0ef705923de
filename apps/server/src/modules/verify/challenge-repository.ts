import type { Queryable } from '../../db/db.ts';

/** A challenge lives two minutes (spec §4 stand-in; brief "challenge 2 min"). */
export const CHALLENGE_TTL_MS = 2 * 60 * 1000;
/** Wrong answers a challenge accepts; the next try is refused even when right. */
export const MAX_WRONG_TRIES = 5;

/** One character of the click-word picture; its centre, in picture pixels. */
export interface PlacedWord {
  word: string;
  x: number;
  y: number;
}

export interface Challenge {
  id: string;
  kind: 'captcha' | 'geetest';
  seed: number;
  token: string | null;
  imageCode: string | null;
  puzzleX: number | null;
  puzzleY: number | null;
  /** The first three are the answer, in the order the member must click them. */
  clickWords: PlacedWord[] | null;
  wrongTries: number;
  expiresAt: Date;
  solvedAt: Date | null;
}

export type NewChallenge = Omit<Challenge, 'wrongTries' | 'expiresAt' | 'solvedAt'>;

interface ChallengeRow {
  id: string;
  kind: 'captcha' | 'geetest';
  seed: number;
  token: string | null;
  image_code: string | null;
  puzzle_x: number | null;
  puzzle_y: number | null;
  click_words: PlacedWord[] | string | null;
  wrong_tries: number;
  expires_at: Date;
  solved_at: Date | null;
}

function fromRow(row: ChallengeRow): Challenge {
  return {
    id: row.id,
    kind: row.kind,
    seed: row.seed,
    token: row.token,
    imageCode: row.image_code,
    puzzleX: row.puzzle_x,
    puzzleY: row.puzzle_y,
    // PGlite returns jsonb parsed; a plain pg text cast would not, so accept both.
    clickWords:
      typeof row.click_words === 'string' ? (JSON.parse(row.click_words) as PlacedWord[]) : row.click_words,
    wrongTries: row.wrong_tries,
    expiresAt: row.expires_at,
    solvedAt: row.solved_at,
  };
}

export async function insertChallenge(db: Queryable, c: NewChallenge, now: Date = new Date()): Promise<void> {
  await db.query(
    `insert into verify_challenge
       (id, kind, seed, token, image_code, puzzle_x, puzzle_y, click_words, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      c.id,
      c.kind,
      c.seed,
      c.token,
      c.imageCode,
      c.puzzleX,
      c.puzzleY,
      c.clickWords === null ? null : JSON.stringify(c.clickWords),
      now,
      new Date(now.getTime() + CHALLENGE_TTL_MS),
    ],
  );
}

export async function findChallenge(
  db: Queryable,
  id: string,
  kind: Challenge['kind'],
): Promise<Challenge | null> {
  const { rows } = await db.query<ChallengeRow>(
    `select id, kind, seed, token, image_code, puzzle_x, puzzle_y, click_words, wrong_tries, expires_at,
            solved_at
       from verify_challenge where id = $1 and kind = $2`,
    [id, kind],
  );
  const row = rows[0];
  return row ? fromRow(row) : null;
}

/** Why a challenge no longer takes answers, or null while it does. */
export type ChallengeRefusal = 'expired' | 'locked';

export function refusalOf(c: Challenge | null, now: Date = new Date()): ChallengeRefusal | null {
  if (!c || c.solvedAt !== null || c.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (c.wrongTries >= MAX_WRONG_TRIES) return 'locked';
  return null;
}

/**
 * Marks a challenge solved in one guarded statement: false when it expired, was solved by a
 * concurrent request, or ran out of tries in between (single use).
 */
export async function markSolved(db: Queryable, id: string, now: Date = new Date()): Promise<boolean> {
  const { rows } = await db.query(
    `update verify_challenge set solved_at = $2
      where id = $1 and solved_at is null and expires_at > $2 and wrong_tries < $3
      returning id`,
    [id, now, MAX_WRONG_TRIES],
  );
  return rows.length === 1;
}

/** Counts a wrong answer; returns the tries left (0 means the challenge is now locked). */
export async function recordWrongTry(db: Queryable, id: string): Promise<number> {
  const { rows } = await db.query<{ wrong_tries: number }>(
    `update verify_challenge set wrong_tries = wrong_tries + 1
      where id = $1 and wrong_tries < $2
      returning wrong_tries`,
    [id, MAX_WRONG_TRIES],
  );
  const tries = rows[0]?.wrong_tries ?? MAX_WRONG_TRIES;
  return Math.max(0, MAX_WRONG_TRIES - tries);
}

/** Drops challenges expired for a while; called when a new one opens so the table stays small. */
export async function purgeExpiredChallenges(db: Queryable, now: Date = new Date()): Promise<void> {
  await db.query('delete from verify_challenge where expires_at < $1', [new Date(now.getTime() - 60_000)]);
}
