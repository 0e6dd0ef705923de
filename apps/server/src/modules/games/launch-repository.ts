import type { Queryable } from '../../db/db.ts';
import type { LaunchDbRow } from './play-round-repository.ts';

/** SQL of game launches (`game_launch`): the ticket a game page plays under. */

/** A game launch as the game page and its calls use it (play-service.ts `loadLaunch`). */
export interface Launch {
  ticket: string;
  /** Null for a demo launch. */
  memberId: number | null;
  venueCode: string;
  gameCode: string;
  channelCode: string | null;
  demo: boolean;
  demoBalance: number;
  rollbackAddress: string;
  autoTransfer: boolean;
  /** The member has left the game (the ticket then only answers what was already played). */
  left: boolean;
}

/** A launch as it is issued (launch-service.ts): not yet left, with what only the issue records. */
export interface NewLaunch extends Omit<Launch, 'left'> {
  resetDpDomain: boolean;
  useCache: boolean;
  movedIn: number;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertLaunch(q: Queryable, l: NewLaunch): Promise<void> {
  await q.query(
    `insert into game_launch (ticket, member_id, venue_code, game_code, channel_code, demo, demo_balance,
       rollback_address, auto_transfer, reset_dp_domain, use_cache, moved_in, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      l.ticket,
      l.memberId,
      l.venueCode,
      l.gameCode,
      l.channelCode,
      l.demo,
      l.demoBalance,
      l.rollbackAddress,
      l.autoTransfer,
      l.resetDpDomain,
      l.useCache,
      l.movedIn,
      l.createdAt,
      l.expiresAt,
    ],
  );
}

/** The launch behind a ticket, locked for the caller's transaction with `lock`. */
export async function findLaunchRow(
  q: Queryable,
  ticket: string,
  lock: boolean,
): Promise<LaunchDbRow | undefined> {
  const { rows } = await q.query<LaunchDbRow>(
    `select ticket, member_id, venue_code, game_code, channel_code, demo, demo_balance, rollback_address,
            auto_transfer, left_at, expires_at from game_launch where ticket = $1${lock ? ' for update' : ''}`,
    [ticket],
  );
  return rows[0];
}

/** A demo launch's play-money balance after a round. */
export async function setDemoBalance(q: Queryable, ticket: string, balance: number): Promise<void> {
  await q.query('update game_launch set demo_balance = $2 where ticket = $1', [ticket, balance]);
}

/** Ends a launch's ticket (leaving twice keeps the first time). */
export async function markLaunchLeft(q: Queryable, ticket: string, now: number): Promise<void> {
  await q.query('update game_launch set left_at = $2 where ticket = $1 and left_at is null', [
    ticket,
    new Date(now),
  ]);
}
