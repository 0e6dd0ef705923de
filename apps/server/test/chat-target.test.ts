import { describe, expect, it } from 'vitest';
import type { Queryable, SqlParam } from '../src/db/db.ts';
import { chatTarget } from '../src/modules/chat/chat-target.ts';

/** A database that answers the live module's room lookup from a table of rooms and counts the asks. */
function roomsDb(rooms: Record<string, { room_no: string; title: string; match_id: string | null }>) {
  const asked: string[] = [];
  const db: Queryable = {
    query<R>(_sql: string, params?: readonly SqlParam[]) {
      const key = typeof params?.[0] === 'string' ? params[0] : '';
      asked.push(key);
      const row = rooms[key];
      return Promise.resolve({ rows: (row ? [row] : []) as R[] });
    },
    exec: () => Promise.resolve(),
  };
  return { db, asked };
}

// spec §3 keys / docs/chat.md "Rooms": a chat key names a streamer room or a match; the answer never
// changes once the room exists, so each line's send does not ask the live module again.
describe('the chat target of a key', () => {
  it('asks the live module once per key and handle, and never remembers an unknown key', async () => {
    const { db, asked } = roomsDb({
      m1001: { room_no: 'r-match-1', title: '主队 vs 客队', match_id: 'm1001' },
    });
    const first = await chatTarget(db, 'm1001');
    expect(first).toEqual({ roomNo: 'r-match-1', title: '主队 vs 客队', matchId: 'm1001' });
    expect(await chatTarget(db, 'm1001')).toEqual(first);
    expect(asked).toEqual(['m1001']);

    expect(await chatTarget(db, 'm404')).toBeNull();
    expect(await chatTarget(db, 'm404')).toBeNull();
    expect(asked).toEqual(['m1001', 'm404', 'm404']);

    // Another database (another test app, another seed) has its own answers.
    const other = roomsDb({ m1001: { room_no: 'm1001', title: 'A vs B', match_id: 'm1001' } });
    expect(await chatTarget(other.db, 'm1001')).toEqual({
      roomNo: 'm1001',
      title: 'A vs B',
      matchId: 'm1001',
    });
  });
});
