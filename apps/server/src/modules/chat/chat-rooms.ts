import type { WebSocket } from 'ws';
import type { ChatRoomSettings } from '@arena/protocol';
import type { ChatViewer } from './chat-tickets.ts';
import { createFrameWriter } from './room-writer.ts';

/** A socket that has not answered the last ping by the next one is closed. */
export const CHAT_HEARTBEAT_MS = 25_000;

/** A frame the server pushes (JSON text). */
export type ChatFrame =
  | { type: 'hello'; chatRoomNo: string; onlineCount: number }
  | { type: 'message'; message: unknown }
  | { type: 'messages'; list: unknown[] }
  | { type: 'deleted'; id: string }
  /** A room admin changed the room's settings (announcement, open status, slow mode, level). */
  | { type: 'room'; settings: ChatRoomSettings };

/** Close code of a socket whose member a room admin removed (the web client does not reconnect). */
export const CHAT_KICKED_CLOSE = 4001;

/**
 * Fan-out batching: the first message of a quiet room goes out at once; messages that follow go out
 * together as one `messages` frame at the end of a window that opens once the previous frame is
 * written and lasts this long, or as long as writing that frame took if that was longer. Under load a
 * room sends fewer, larger frames, and writing frames never takes more than about half the thread
 * (a frame to 2,000 sockets takes 20–40 ms on this project's machine), whatever the machine's speed.
 * The runs behind 25 ms and the stretch (against 15, 20 and 40 ms fixed) are in docs/chat.md "Batching".
 */
export const CHAT_BATCH_MS = 25;

/** How long the window after a frame lasts, given how long writing the frame took (ms). */
const windowAfter = (writeMs: number): number => Math.max(CHAT_BATCH_MS, writeMs);

interface Batch {
  pending: unknown[];
  /** The window's end; null while the frame before it is still being written. */
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * A text message as one unfragmented frame on the wire (RFC 6455 §5.2: FIN, opcode 1, no mask, as a
 * server's frames are; no extension is negotiated on the room sockets).
 */
export function wireTextFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = 0x81;
  if (n < 126) frame[1] = n;
  else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(frame, head);
  return frame;
}

interface Peer {
  socket: WebSocket;
  roomNo: string;
  viewer: ChatViewer;
  alive: boolean;
  /** When the socket joined (epoch ms): orders the first viewers across instances. */
  joinedAt: number;
}

/** A member among a room's first viewers (spec §6 avatar list), with when their socket joined. */
export interface FirstViewer extends ChatViewer {
  memberId: number;
  joinedAt: number;
}

export interface ChatRoomEvents {
  /** A socket joined a room (after its hello frame); `online` counts the room's sockets. */
  joined?: (roomNo: string, viewer: ChatViewer, online: number) => void;
  /** A socket left a room. */
  left?: (roomNo: string, online: number, viewer: ChatViewer) => void;
  /**
   * At each heartbeat: the members (each once) with a socket that answered the previous ping or has
   * just joined — who is watching a room right now (the live-room points task; docs/rewards.md).
   */
  watching?: (memberIds: number[]) => void;
  /**
   * A frame carrying the lines `ids` was written to `sockets` sockets of a room from `startAt` to
   * `endAt` (epoch ms): where the fan-out's time goes (cluster/line-timings.ts).
   */
  wrote?: (ids: string[], startAt: number, endAt: number, sockets: number) => void;
}

/** The ids of the lines a frame carries (none for control frames). */
function lineIdsOf(frame: ChatFrame): string[] {
  const list = frame.type === 'message' ? [frame.message] : frame.type === 'messages' ? frame.list : [];
  const ids: string[] = [];
  for (const m of list) {
    const id = (m as { id?: unknown } | null)?.id;
    if (typeof id === 'string') ids.push(id);
  }
  return ids;
}

/**
 * The room sockets of one process, whichever process owns them (docs/chat.md "Fan-out"): keeps each
 * socket in its one room, fans frames out (encoded once, batched by {@link CHAT_BATCH_MS}), kicks,
 * and pings to close dead sockets.
 */
export function createChatRooms(events: ChatRoomEvents = {}, heartbeatMs = CHAT_HEARTBEAT_MS) {
  const rooms = new Map<string, Set<Peer>>();
  /** Per room: the open batching window (its timer) and the messages waiting for its end. */
  const batches = new Map<string, Batch>();

  /** The frames of every room, written in order a slice at a time (room-writer.ts). */
  const writer = createFrameWriter();

  /** Ends a window: sends what waited as one frame and opens the next window, or closes it if idle. */
  function flush(roomNo: string, batch: Batch) {
    batch.timer = null;
    if (batch.pending.length === 0) {
      if (batches.get(roomNo) === batch) batches.delete(roomNo);
      return;
    }
    const list = batch.pending;
    batch.pending = [];
    sendAll(roomNo, { type: 'messages', list }, (took) => openWindow(roomNo, batch, took));
  }

  /** Opens the window after a frame, once it is written (unless the room emptied meanwhile). */
  function openWindow(roomNo: string, batch: Batch, took: number) {
    if (batches.get(roomNo) !== batch) return;
    batch.timer = setTimeout(() => flush(roomNo, batch), windowAfter(took));
  }

  const send = (peer: Peer, data: string | Buffer) => {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(data, { binary: false });
  };

  /**
   * One frame to the sockets of a room now, serialised and framed once: each socket gets the same
   * bytes in one write (`ws.send` would build a header and a two-buffer write for each socket again).
   * `then` gets how long the writing took (ms) once every socket has it: at once for a small room,
   * a few turns of the event loop later for a large one (room-writer.ts).
   */
  function sendAll(roomNo: string, frame: ChatFrame, then: (writeMs: number) => void = () => undefined) {
    const peers = rooms.get(roomNo);
    if (!peers) return then(0);
    const data = Buffer.from(JSON.stringify(frame), 'utf8');
    const ids = events.wrote ? lineIdsOf(frame) : [];
    writer.write([...peers], wireTextFrame(data), data, (w) => {
      const origin = performance.timeOrigin;
      if (ids.length > 0) events.wrote?.(ids, origin + w.startAt, origin + w.endAt, w.sockets);
      then(w.writeMs);
    });
  }

  const timer = setInterval(() => {
    const watching = new Set<number>();
    for (const peers of rooms.values()) {
      for (const peer of peers) {
        if (!peer.alive) {
          peer.socket.terminate();
          continue;
        }
        if (peer.viewer.memberId !== null) watching.add(peer.viewer.memberId);
        peer.alive = false;
        peer.socket.ping();
      }
    }
    if (watching.size > 0) events.watching?.([...watching]);
  }, heartbeatMs);
  timer.unref();

  return {
    /** Puts an open socket in its room and greets it. */
    join(socket: WebSocket, roomNo: string, viewer: ChatViewer): void {
      const peer: Peer = { socket, roomNo, viewer, alive: true, joinedAt: Date.now() };
      const peers = rooms.get(roomNo) ?? new Set<Peer>();
      rooms.set(roomNo, peers);
      peers.add(peer);
      socket.on('pong', () => {
        peer.alive = true;
      });
      // Viewers only listen: anything they send is ignored (sending is the sendMessage call).
      socket.on('message', () => undefined);
      socket.on('error', () => socket.terminate());
      socket.on('close', () => {
        peers.delete(peer);
        if (peers.size === 0) {
          rooms.delete(roomNo);
          const batch = batches.get(roomNo);
          if (batch?.timer) clearTimeout(batch.timer);
          batches.delete(roomNo);
        }
        events.left?.(roomNo, peers.size, viewer);
      });
      send(
        peer,
        JSON.stringify({ type: 'hello', chatRoomNo: roomNo, onlineCount: peers.size } satisfies ChatFrame),
      );
      events.joined?.(roomNo, viewer, peers.size);
    },
    /** Sends a message to every socket of a room, batched as {@link CHAT_BATCH_MS} describes. */
    broadcast(roomNo: string, message: unknown): void {
      if (!rooms.has(roomNo)) return; // nobody to tell
      const batch = batches.get(roomNo);
      if (batch) {
        batch.pending.push(message);
        return;
      }
      const open: Batch = { pending: [], timer: null };
      batches.set(roomNo, open);
      sendAll(roomNo, { type: 'message', message }, (took) => openWindow(roomNo, open, took));
    },
    onlineCount: (roomNo: string) => rooms.get(roomNo)?.size ?? 0,
    /** The first members in the room, in the order they joined, each once (spec §6 avatar list of 3). */
    firstMembers(roomNo: string, max: number): FirstViewer[] {
      const seen = new Set<number>();
      const first: FirstViewer[] = [];
      for (const peer of rooms.get(roomNo) ?? []) {
        const id = peer.viewer.memberId;
        if (id === null || seen.has(id)) continue;
        seen.add(id);
        first.push({ ...peer.viewer, memberId: id, joinedAt: peer.joinedAt });
        if (first.length === max) break;
      }
      return first;
    },
    /** Sends a control frame (e.g. a deleted message) to the room at once, outside the batching. */
    notify(roomNo: string, frame: ChatFrame): void {
      // Messages still waiting in the batch go first, so a deletion never overtakes its message.
      const batch = batches.get(roomNo);
      if (batch && batch.pending.length > 0) {
        sendAll(roomNo, { type: 'messages', list: batch.pending });
        batch.pending = [];
      }
      sendAll(roomNo, frame);
    },
    /** Closes the member's sockets in the room (an admin's kick). */
    kick(roomNo: string, memberId: number): void {
      for (const peer of rooms.get(roomNo) ?? []) {
        if (peer.viewer.memberId === memberId) peer.socket.close(CHAT_KICKED_CLOSE, 'kicked');
      }
    },
    /** Closes every socket and stops the timers. */
    close(): void {
      clearInterval(timer);
      writer.clear();
      for (const batch of batches.values()) if (batch.timer) clearTimeout(batch.timer);
      batches.clear();
      for (const peers of rooms.values()) for (const peer of peers) peer.socket.terminate();
      rooms.clear();
    },
  };
}
export type ChatRooms = ReturnType<typeof createChatRooms>;
