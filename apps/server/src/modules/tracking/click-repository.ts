import type { Db, Queryable } from '../../db/db.ts';

/** One click event as the client reported it, with who and what sent it. */
export interface ClickEvent {
  event: string;
  page: string;
  target: string | null;
  clientTs: number;
  memberId: number | null;
  deviceId: string | null;
  clientType: string | null;
}

/** A stored click as the operator reads it back. */
export interface StoredClick {
  event: string;
  page: string;
  target: string | null;
  ts: number;
}

/** Stores a click event (spec §7 "Tracking"). */
export async function insertClickEvent(db: Queryable, e: ClickEvent): Promise<void> {
  await db.query(
    `insert into click_event (event, page, target, client_ts, member_id, device_id, client_type)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [e.event, e.page, e.target, e.clientTs, e.memberId, e.deviceId, e.clientType],
  );
}

/** Stores a batch of click events in one transaction: every row or none. */
export async function insertClickEvents(db: Db, events: readonly ClickEvent[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const e of events) await insertClickEvent(tx, e);
  });
}

/** The newest stored clicks first, optionally of one event name and one device. */
export async function listClickEvents(
  db: Queryable,
  filter: { event?: string | undefined; deviceId?: string | undefined; limit: number },
): Promise<StoredClick[]> {
  const { rows } = await db.query<{ event: string; page: string; target: string | null; ts: number }>(
    `select event, page, target, client_ts as ts from click_event
      where ($1::text is null or event = $1) and ($2::text is null or device_id = $2)
      order by id desc limit $3`,
    [filter.event ?? null, filter.deviceId ?? null, filter.limit],
  );
  return rows;
}
