import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, type TestApp } from './test-app.ts';

/** A fixed seeded room with demo history (docs/live.md, docs/chat.md). */
export const ROOM = 'r-cast-1';

export const sendInput = (content: string, chatRoomNo = ROOM) => ({
  chatRoomNo,
  msgType: 1 as const,
  content,
  clientMsgId: randomUUID(),
});

/** Sends a text message as a member and expects it stored. */
export async function sendOk(t: TestApp, token: string, content: string, room = ROOM) {
  const res = await t.call(catalogue.chat.sendMessage, sendInput(content, room), { token });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return res.data as { id: string; sentAt: number };
}

/** Operator mute (POST /admin/chat/rooms/:room/mute). */
export async function mute(t: TestApp, name: string, minutes: number, room = ROOM) {
  return t.app.inject({
    method: 'POST',
    url: `/admin/chat/rooms/${room}/mute`,
    headers: ADMIN_HEADERS,
    payload: { name, minutes },
  });
}

export async function messageCount(t: TestApp, room = ROOM): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'select count(*)::int as n from chat_message where room_no = $1',
    [room],
  );
  return rows[0]?.n ?? 0;
}
