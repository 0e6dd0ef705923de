import { randomBytes } from 'node:crypto';
import { serverSeedHash } from '@arena/domain';
import type { Queryable } from '../../db/db.ts';

/** A member's seed pair. `serverSeed` leaves this module only once the pair is rotated. */
export interface SeedRow {
  id: number;
  memberId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  rotatedAt: number | null;
}

interface Raw {
  id: number;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  rotated_at: Date | null;
}

const toSeed = (r: Raw): SeedRow => ({
  id: r.id,
  memberId: r.member_id,
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: r.nonce,
  rotatedAt: r.rotated_at === null ? null : r.rotated_at.getTime(),
});

const COLUMNS = 'id, member_id, server_seed, server_seed_hash, client_seed, nonce, rotated_at';

/** 32 random bytes of hex: a fresh server seed. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');
/** A generated client seed until the member chooses one. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

async function insertSeed(q: Queryable, memberId: number, clientSeed: string, now: number): Promise<void> {
  const seed = newServerSeed();
  await q.query(
    `insert into game_seed (member_id, server_seed, server_seed_hash, client_seed, created_at)
     values ($1, $2, $3, $4, $5) on conflict (member_id) where rotated_at is null do nothing`,
    [memberId, seed, serverSeedHash(seed), clientSeed, new Date(now)],
  );
}

/**
 * The member's active pair, created on first use. With `lock` the row is locked for the transaction,
 * so rounds on several instances take consecutive nonces.
 */
export async function activeSeed(
  q: Queryable,
  memberId: number,
  now: number,
  opts: { lock?: boolean } = {},
): Promise<SeedRow> {
  const select = () =>
    q.query<Raw>(
      `select ${COLUMNS} from game_seed where member_id = $1 and rotated_at is null${opts.lock ? ' for update' : ''}`,
      [memberId],
    );
  let { rows } = await select();
  if (!rows[0]) {
    await insertSeed(q, memberId, newClientSeed(), now);
    ({ rows } = await select());
  }
  return toSeed(rows[0]!);
}

/**
 * The member's active pair with the nonce a round uses, moving the nonce on: one update that locks the
 * row for the transaction (so rounds on several instances take consecutive nonces), the pair created
 * on first use. `nonce` in the answer is the one to play.
 */
export async function takeActiveNonce(q: Queryable, memberId: number, now: number): Promise<SeedRow> {
  const take = () =>
    q.query<Raw>(
      `update game_seed set nonce = nonce + 1 where member_id = $1 and rotated_at is null
       returning id, member_id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce, rotated_at`,
      [memberId],
    );
  let { rows } = await take();
  if (!rows[0]) {
    await insertSeed(q, memberId, newClientSeed(), now);
    ({ rows } = await take());
  }
  return toSeed(rows[0]!);
}

/**
 * Rotates the member's pair: the active one is closed (its server seed becomes public) and a new one
 * starts at nonce 0 with the given client seed, or the old one's. Answers the closed pair.
 */
export async function rotateSeed(
  q: Queryable,
  memberId: number,
  clientSeed: string | undefined,
  now: number,
): Promise<{ revealed: SeedRow; next: SeedRow }> {
  const current = await activeSeed(q, memberId, now, { lock: true });
  await q.query('update game_seed set rotated_at = $2 where id = $1', [current.id, new Date(now)]);
  await insertSeed(q, memberId, clientSeed ?? current.clientSeed, now);
  const next = await activeSeed(q, memberId, now);
  return { revealed: { ...current, rotatedAt: now }, next };
}

/** A rotated pair by its committed hash (public by then); null while the pair is still active. */
export async function revealedSeed(q: Queryable, hash: string): Promise<SeedRow | null> {
  const { rows } = await q.query<Raw>(
    `select ${COLUMNS} from game_seed where server_seed_hash = $1 and rotated_at is not null limit 1`,
    [hash.toLowerCase()],
  );
  return rows[0] ? toSeed(rows[0]) : null;
}

/** The pair a round was played on. */
export async function seedById(q: Queryable, id: number): Promise<SeedRow | null> {
  const { rows } = await q.query<Raw>(`select ${COLUMNS} from game_seed where id = $1`, [id]);
  return rows[0] ? toSeed(rows[0]) : null;
}
