import type { Queryable } from '../../db/db.ts';

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

/** Stores a click event (spec §7 "Tracking"). */
export async function insertClickEvent(db: Queryable, e: ClickEvent): Promise<void> {
  await db.query(
    `insert into click_event (event, page, target, client_ts, member_id, device_id, client_type)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [e.event, e.page, e.target, e.clientTs, e.memberId, e.deviceId, e.clientType],
  );
}
