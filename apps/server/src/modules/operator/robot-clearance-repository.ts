import type { Queryable } from '../../db/db.ts';

/** How long a passed robot check lets a device through (design: spec §8 is silent). */
export const ROBOT_CLEARANCE_MS = 30 * 60_000;

/** Who a clearance is for: the device id the client sends, else its address. */
export function clientKeyOf(client: { ip: string; deviceId: string | undefined }): string {
  return client.deviceId ? `device:${client.deviceId.slice(0, 128)}` : `ip:${client.ip}`;
}

/** Records (or renews) a clearance until `now + ROBOT_CLEARANCE_MS`; answers that time. */
export async function grantRobotClearance(db: Queryable, clientKey: string, now: number): Promise<number> {
  const until = now + ROBOT_CLEARANCE_MS;
  await db.query(
    `insert into robot_clearance (client_key, expires_at) values ($1, $2)
     on conflict (client_key) do update set expires_at = excluded.expires_at`,
    [clientKey, new Date(until)],
  );
  // Expired rows of others go now and then, so the table stays the size of the clients cleared lately.
  await db.query('delete from robot_clearance where expires_at < $1', [new Date(now - ROBOT_CLEARANCE_MS)]);
  return until;
}

/** Whether this client passed the robot check and the pass still runs at `now`. */
export async function hasRobotClearance(db: Queryable, clientKey: string, now: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from robot_clearance where client_key = $1 and expires_at > $2', [
    clientKey,
    new Date(now),
  ]);
  return rows.length > 0;
}

/** The gate's question "did this client pass the robot check lately?" over the database. */
export function robotClearanceCheck(
  db: Queryable,
  now: () => number,
): (client: { ip: string; deviceId: string | undefined }) => Promise<boolean> {
  return (client) => hasRobotClearance(db, clientKeyOf(client), now());
}
