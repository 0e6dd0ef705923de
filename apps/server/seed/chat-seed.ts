import type { Queryable } from '../src/db/db.ts';

/** Demo lines of the seeded rooms, so a room's history is never empty (docs/chat.md). */
const LINES: readonly { username: string; level: number; content: string }[] = [
  { username: '球迷小王', level: 2, content: '今天这场必须拿下！' },
  { username: '老司机', level: 7, content: '主队中场控制得不错' },
  { username: '看球不语', level: 1, content: '前排围观' },
  { username: '篮下强攻', level: 5, content: '这个节奏很舒服' },
  { username: '夜猫子', level: 3, content: '大家晚上好' },
];
const MINUTE = 60_000;

/** Idempotent: rooms that already have messages are left alone. */
export async function seedChat(db: Queryable, now = Date.now()): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `select r.id from live_room r
      where not exists (select 1 from chat_message m where m.room_no = r.id)
      order by r.id`,
  );
  for (const { id } of rows) {
    for (const [i, line] of LINES.entries()) {
      await db.query(
        `insert into chat_message (room_no, msg_type, username, level, content, sent_at)
         values ($1, 1, $2, $3, $4, $5)`,
        [id, line.username, line.level, line.content, now - (LINES.length - i) * MINUTE],
      );
    }
  }
}
