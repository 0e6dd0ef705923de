import { randomBytes } from 'node:crypto';
import type { VerifyScope } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';

/** A ticket lives two minutes: long enough to retry the request, too short to stockpile (spec §4). */
export const VERIFY_TICKET_TTL_MS = 2 * 60 * 1000;

/** What a ticket proves: a solved dialog ('verify'), or a passed puzzle still to exchange ('afs' / 'anji'). */
export type TicketPurpose = 'verify' | 'afs' | 'anji';

/** The scope of a puzzle pass or an unscoped ticket: no call retry ever carries it. */
export const NO_SCOPE: VerifyScope = { call: '', name: '' };

/** A random 256-bit ticket; the client only ever holds it, never derives it. */
export function newTicket(): string {
  return randomBytes(32).toString('base64url');
}

async function insertTicket(
  db: Queryable,
  purpose: TicketPurpose,
  captchaId: string | null,
  now: Date,
  scope: VerifyScope = NO_SCOPE,
): Promise<string> {
  const ticket = newTicket();
  await db.query(
    `insert into verify_ticket (ticket, purpose, captcha_id, call_id, login_name, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [ticket, purpose, captchaId, scope.call, scope.name, now, new Date(now.getTime() + VERIFY_TICKET_TTL_MS)],
  );
  return ticket;
}

/**
 * Marks a live ticket used in one statement, so two concurrent requests can never both spend it. A
 * ticket offered for another scope stays unspent (it still serves the call it was solved for).
 */
async function spendTicket(
  db: Queryable,
  ticket: string,
  purpose: TicketPurpose,
  captchaId: string | null,
  now: Date,
  scope: VerifyScope = NO_SCOPE,
): Promise<boolean> {
  const { rows } = await db.query(
    `update verify_ticket set used_at = $4
      where ticket = $1 and purpose = $2 and captcha_id is not distinct from $3
        and call_id = $5 and login_name = $6
        and used_at is null and expires_at > $4
      returning ticket`,
    [ticket, purpose, captchaId, now, scope.call, scope.name],
  );
  return rows.length === 1;
}

/**
 * Issues the single-use ticket a retried request carries as `captchaVerification` (spec §4), bound to
 * the call and login name it was solved for; the client receives it in the `x-qc` response header of
 * `/api/gw/ic/verify`, or from geetestValidate.
 */
export async function issueVerifyTicket(
  db: Queryable,
  now: Date = new Date(),
  scope: VerifyScope = NO_SCOPE,
): Promise<string> {
  return insertTicket(db, 'verify', null, now, scope);
}

/**
 * Spends a verify ticket: true the first time within its two minutes, and only for the scope it was
 * issued for (a retry of that call with that login name); false ever after (spec §4).
 */
export async function consumeVerifyTicket(
  db: Queryable,
  ticket: string,
  now: Date = new Date(),
  scope: VerifyScope = NO_SCOPE,
): Promise<boolean> {
  if (ticket.length === 0 || ticket.length > 128) return false;
  return spendTicket(db, ticket, 'verify', null, now, scope);
}

/** The `captchaVerification` of a passed slider or click-word puzzle, bound to its challenge. */
export async function issuePuzzlePass(
  db: Queryable,
  purpose: 'afs' | 'anji',
  captchaId: string,
  now: Date = new Date(),
): Promise<string> {
  return insertTicket(db, purpose, captchaId, now);
}

/** Spends a puzzle pass at `/api/gw/ic/verify`: only for its own challenge and type, only once. */
export async function consumePuzzlePass(
  db: Queryable,
  purpose: 'afs' | 'anji',
  captchaId: string,
  ticket: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (ticket.length === 0 || ticket.length > 128) return false;
  return spendTicket(db, ticket, purpose, captchaId, now);
}

/** Drops tickets expired for a while; called when a new session opens so the table stays small. */
export async function purgeExpiredTickets(db: Queryable, now: Date = new Date()): Promise<void> {
  await db.query('delete from verify_ticket where expires_at < $1', [new Date(now.getTime() - 60_000)]);
}
