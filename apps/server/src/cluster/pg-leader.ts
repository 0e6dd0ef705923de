import pg from 'pg';
import type { Leadership } from './cluster.ts';

/** The advisory lock key of the timed work (any fixed 64-bit number; "arena" in ASCII). */
export const LEADER_LOCK_KEY = 0x6172656e61;
/** How often a follower tries the lock and the leader checks its connection still holds it. */
export const LEADER_POLL_MS = 1_000;

/**
 * Leadership by a PostgreSQL session advisory lock held on a connection of its own: PostgreSQL
 * releases it the moment that connection ends, so when the leader process dies (or its connection
 * breaks) another instance takes the lock at its next try, within {@link LEADER_POLL_MS} plus the
 * time PostgreSQL needs to notice the closed socket. The leader checks its connection on every poll
 * and steps down when a check fails; the timed work itself is idempotent (durable job periods,
 * ticks that write a state rather than add to it), so a stale leader's last tick does no harm.
 */
export function createPgLeader(
  databaseUrl: string,
  log: (msg: string, err?: unknown) => void = () => undefined,
  pollMs = LEADER_POLL_MS,
): Leadership {
  let client: pg.Client | null = null;
  let leader = false;
  let closed = false;
  let busy = false;

  const drop = (why: string, err?: unknown) => {
    if (leader) log(`leader: stepping down (${why})`, err);
    leader = false;
    const c = client;
    client = null;
    c?.end().catch(() => undefined);
  };

  const poll = async () => {
    if (closed) return;
    try {
      if (!client) {
        const c = new pg.Client({
          connectionString: databaseUrl,
          keepAlive: true,
          application_name: 'arena-leader',
        });
        c.on('error', (err) => drop('connection error', err));
        await c.connect();
        client = c;
      }
      if (leader) {
        await client.query('select 1');
        return;
      }
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        LEADER_LOCK_KEY,
      ]);
      if (rows[0]?.ok) {
        leader = true;
        log('leader: this instance runs the timed work');
      }
    } catch (err) {
      drop('check failed', err);
    }
  };
  const run = () => {
    if (busy) return;
    busy = true;
    void poll().finally(() => (busy = false));
  };
  const timer = setInterval(run, pollMs);
  timer.unref();
  run();

  return {
    isLeader: () => leader && !closed,
    async close() {
      closed = true;
      clearInterval(timer);
      leader = false;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
