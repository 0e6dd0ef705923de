import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_TYPE } from '@arena/domain';
import { insertMessage, readMute, writeMute } from '../src/modules/chat/chat-repository.ts';
import { readChatRoom, readSendContext } from '../src/modules/chat/chat-target.ts';
import { createTestApp, createTestAppOn, type TestApp } from './test-app.ts';
import { newMember } from './member-helpers.ts';
import { startPostgres } from './wallet-postgres.ts';

/*
 * The send path's one-statement read (docs/chat.md "Sending"): it must answer exactly what the three
 * separate reads it replaced answer (room, mute, resend), on PGlite and on PostgreSQL 15.
 */
function sendContextCases(open: () => Promise<{ t: TestApp; stop?: () => void } | null>) {
  let t: TestApp | null = null;
  let stop: (() => void) | undefined;
  beforeAll(async () => {
    const opened = await open();
    t = opened?.t ?? null;
    stop = opened?.stop;
  });
  afterAll(async () => {
    await t?.close();
    stop?.();
  });

  it('reads the room, the live mute and a resend, as the separate reads do (spec §6 sending)', async (ctx) => {
    if (!t) return ctx.skip();
    const db = t.db;
    const m = await newMember(t, 'sendctx');
    const now = Date.now();
    const { rows } = await db.query<{ id: string; match_id: string }>(
      'select id, match_id from live_room where match_id is not null order by id limit 1',
    );
    const streamed = rows[0];
    if (!streamed) throw new Error('the seed has no streamer room with a match');

    // Nothing yet: the room as readChatRoom answers it, no mute, no earlier line.
    const fresh = await readSendContext(db, streamed.id, m.id, 'client-0001', now);
    expect(fresh).toEqual({ room: await readChatRoom(db, streamed.id), mute: null, again: null });

    // A live mute in this room, an expired one elsewhere, and a line sent with the client id.
    await writeMute(db, { roomNo: streamed.id, memberId: m.id, until: now + 60_000, reason: '刷屏', now });
    await writeMute(db, { roomNo: 'r-cast-4', memberId: m.id, until: now - 1, reason: 'old', now });
    const stored = await insertMessage(db, {
      roomNo: streamed.id,
      msgType: CHAT_MESSAGE_TYPE.text,
      memberId: m.id,
      username: m.name,
      level: 1,
      content: '<b>hi</b> 你好',
      clientMsgId: 'client-0001',
      sentAt: now,
    });
    const later = await readSendContext(db, streamed.id, m.id, 'client-0001', now);
    expect(later?.mute).toEqual(await readMute(db, streamed.id, m.id, now));
    expect(later?.mute).toEqual({ until: now + 60_000, reason: '刷屏' });
    expect(later?.again).toEqual(stored);

    // The match id reaches the same room (and so the same mute); an expired mute is no mute.
    const byMatch = await readSendContext(db, streamed.match_id, m.id, 'client-0002', now);
    expect(byMatch?.room.roomNo).toBe(streamed.id);
    expect(byMatch?.mute?.reason).toBe('刷屏');
    expect(byMatch?.again).toBeNull();
    const elsewhere = await readSendContext(db, 'r-cast-4', m.id, 'client-0002', now);
    expect(elsewhere?.room.roomNo).toBe('r-cast-4');
    expect(elsewhere?.mute).toBeNull();

    expect(await readSendContext(db, 'no-such-room', m.id, 'client-0001', now)).toBeNull();
  });
}

describe('send context on PGlite', () => {
  sendContextCases(async () => ({ t: await createTestApp() }));
});

// Run when a PostgreSQL 15 can be started on loopback, as the wallet concurrency test does.
describe('send context on PostgreSQL 15', () => {
  sendContextCases(async () => {
    const pg = await startPostgres();
    if (!pg) return null;
    return { t: await createTestAppOn({ databaseUrl: pg.url }), stop: pg.stop };
  });
});
