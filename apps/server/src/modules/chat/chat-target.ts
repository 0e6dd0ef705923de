import type { Queryable } from '../../db/db.ts';
import { readChatTarget } from '../live/live-match-service.ts';
import {
  readRoomSettings,
  readSendContext as readSendContextOf,
  type ChatRoomRow,
  type ChatRoomTarget,
  type SendContext,
} from './chat-repository.ts';

/**
 * Which room a key names is the live module's answer (a streamer room, or a match chatting in its
 * streamer room or its own). Rooms and matches keep their ids, titles and bindings once created, so
 * each database handle remembers the answers it got for a minute: the send path of every chat line
 * then runs one statement of the chat's own tables, and an instance sees a new binding within
 * {@link TARGET_TTL_MS}.
 */
const TARGET_TTL_MS = 60_000;
/** Keys remembered per database handle before the memory starts over. */
const TARGET_MAX = 10_000;

const known = new WeakMap<Queryable, Map<string, { target: ChatRoomTarget; at: number }>>();

/** The room a room id or a match id names, or null when neither exists (not remembered). */
export async function chatTarget(db: Queryable, key: string): Promise<ChatRoomTarget | null> {
  let targets = known.get(db);
  if (!targets) {
    targets = new Map();
    known.set(db, targets);
  }
  const now = Date.now();
  const hit = targets.get(key);
  if (hit && now - hit.at < TARGET_TTL_MS) return hit.target;
  const target = await readChatTarget(db, key);
  if (!target) return null;
  if (targets.size >= TARGET_MAX) targets.clear();
  targets.set(key, { target, at: now });
  return target;
}

/** The room for a room id or a match id with its settings, or null when neither exists. */
export async function readChatRoom(db: Queryable, key: string): Promise<ChatRoomRow | null> {
  const target = await chatTarget(db, key);
  return target ? readRoomSettings(db, target) : null;
}

/** The room, the member's mute there and their line with this client id; null for an unknown key. */
export async function readSendContext(
  db: Queryable,
  key: string,
  memberId: number,
  clientMsgId: string,
  now: number,
): Promise<SendContext | null> {
  const target = await chatTarget(db, key);
  return target ? readSendContextOf(db, target, memberId, clientMsgId, now) : null;
}
