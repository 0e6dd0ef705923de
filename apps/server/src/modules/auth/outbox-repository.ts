import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';

/** A code lives five minutes. */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** One code per target and scene every 60 seconds. */
export const CODE_COOLDOWN_MS = 60 * 1000;
/** After this many wrong tries the code is dead, so 6 digits cannot be walked through. */
export const CODE_MAX_WRONG_TRIES = 5;

export type CodeChannel = 'phone' | 'email';

/** Outbox targets are phone digits as sent, emails in lower case, so lookups match either spelling. */
export function outboxTarget(channel: CodeChannel, target: string): string {
  return channel === 'email' ? target.toLowerCase() : target;
}

/** Either the code was queued, or the cooldown still runs for this many seconds. */
export type IssueResult = { issued: true; code: string } | { issued: false; retryAfterSeconds: number };

/** Queues a fresh 6-digit code for target + scene unless one was sent in the last 60 s. */
export async function issueCode(
  db: Queryable,
  req: { channel: CodeChannel; target: string; scene: string },
  now: Date = new Date(),
): Promise<IssueResult> {
  const target = outboxTarget(req.channel, req.target);
  const { rows } = await db.query<{ created_at: Date }>(
    `select created_at from outbox where target = $1 and scene = $2 and created_at > $3
      order by created_at desc limit 1`,
    [target, req.scene, new Date(now.getTime() - CODE_COOLDOWN_MS)],
  );
  const last = rows[0];
  if (last) {
    const left = CODE_COOLDOWN_MS - (now.getTime() - last.created_at.getTime());
    return { issued: false, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `insert into outbox (target, channel, scene, code, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [target, req.channel, req.scene, code, now, new Date(now.getTime() + CODE_TTL_MS)],
  );
  return { issued: true, code };
}

/**
 * Spends a code: true once for the newest unexpired, unused code of target + scene when it matches.
 * One guarded `update … returning`, so two concurrent requests can never both spend it; a mismatch
 * counts a wrong try on that code instead. Only the newest code counts: sending again retires the old.
 */
export async function consumeCode(
  db: Queryable,
  req: { target: string; scene: string; code: string },
  now: Date = new Date(),
): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `update outbox
        set used_at = case when code = $3 then $4 else used_at end,
            wrong_tries = wrong_tries + case when code = $3 then 0 else 1 end
      where id = (select id from outbox where target = $1 and scene = $2 order by created_at desc, id desc limit 1)
        and used_at is null and expires_at > $4 and wrong_tries < $5
      returning code = $3 as ok`,
    [
      req.target.includes('@') ? req.target.toLowerCase() : req.target,
      req.scene,
      req.code,
      now,
      CODE_MAX_WRONG_TRIES,
    ],
  );
  return rows[0]?.ok === true;
}

export interface OutboxEntry {
  id: string;
  target: string;
  channel: CodeChannel;
  scene: string;
  code: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

/** The newest 50 codes, for one target or all (operator endpoint; never reachable by members). */
export async function listOutbox(db: Queryable, target: string | null): Promise<OutboxEntry[]> {
  const { rows } = await db.query<{
    id: string;
    target: string;
    channel: CodeChannel;
    scene: string;
    code: string;
    created_at: Date;
    expires_at: Date;
    used_at: Date | null;
  }>(
    `select o.id::text as id, target, channel, scene, code, created_at, expires_at, used_at from outbox o
      where $1::text is null or target = $1 or target = lower($1)
      order by created_at desc, o.id desc limit 50`,
    [target],
  );
  return rows.map((r) => ({
    id: r.id,
    target: r.target,
    channel: r.channel,
    scene: r.scene,
    code: r.code,
    createdAt: r.created_at.getTime(),
    expiresAt: r.expires_at.getTime(),
    usedAt: r.used_at ? r.used_at.getTime() : null,
  }));
}
