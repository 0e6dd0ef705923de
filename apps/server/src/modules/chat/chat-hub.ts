import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChatViewer, TicketStore } from './chat-tickets.ts';

/** The socket path (same origin as the page; docs/chat.md). */
export const CHAT_WS_PATH = '/ws/chat';
/** A socket that has not answered the last ping by the next one is closed. */
export const CHAT_HEARTBEAT_MS = 25_000;

/** A frame the server pushes (JSON text). */
export type ChatFrame =
  | { type: 'hello'; chatRoomNo: string; onlineCount: number }
  | { type: 'message'; message: unknown }
  | { type: 'messages'; list: unknown[] }
  | { type: 'deleted'; id: string };

/** Close code of a socket whose member a room admin removed (the web client does not reconnect). */
export const CHAT_KICKED_CLOSE = 4001;

/**
 * Fan-out batching: the first message of a quiet room goes out at once; messages that follow within
 * this window go out together as one `messages` frame at its end (docs/chat.md: at 50 msg/s to 2,000
 * viewers this is about 25 frames a second per socket instead of 50; windows from 25 to 100 ms measured).
 */
export const CHAT_BATCH_MS = 40;

interface Peer {
  socket: WebSocket;
  roomNo: string;
  viewer: ChatViewer;
  alive: boolean;
}

/**
 * The room sockets: authenticates the upgrade with a connector ticket, keeps each socket in its one
 * room, fans frames out, and pings to close dead sockets. Sending never goes through the socket: it is
 * the `chat.sendMessage` call, so every check stays in one place.
 */
export function createChatHub(app: FastifyInstance, tickets: TicketStore, heartbeatMs = CHAT_HEARTBEAT_MS) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const rooms = new Map<string, Set<Peer>>();
  const batches = new Map<string, { pending: unknown[]; timer: ReturnType<typeof setTimeout> }>();

  // One UTF-8 encoding per frame, however many sockets get it (fan-out, docs/chat.md).
  const send = (peer: Peer, data: string | Buffer) => {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(data, { binary: false });
  };

  /** One frame to every socket of a room, encoded once. */
  function sendAll(roomNo: string, frame: ChatFrame) {
    const peers = rooms.get(roomNo);
    if (!peers) return;
    const data = Buffer.from(JSON.stringify(frame), 'utf8');
    for (const peer of peers) send(peer, data);
  }

  function join(socket: WebSocket, roomNo: string, viewer: ChatViewer) {
    const peer: Peer = { socket, roomNo, viewer, alive: true };
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
      if (peers.size === 0) rooms.delete(roomNo);
    });
    send(
      peer,
      JSON.stringify({ type: 'hello', chatRoomNo: roomNo, onlineCount: peers.size } satisfies ChatFrame),
    );
    return peer;
  }

  function refuse(socket: Duplex, status: string) {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== CHAT_WS_PATH) return; // another upgrade handler may own it
    const ticket = tickets.take(url.searchParams.get('ticket') ?? '', app.now());
    if (!ticket) return refuse(socket, '401 Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const peer = join(ws, ticket.roomNo, ticket);
      onJoin(peer.roomNo, peer.viewer);
    });
  }

  let onJoin: (roomNo: string, viewer: ChatViewer) => void = () => undefined;

  const timer = setInterval(() => {
    for (const peers of rooms.values()) {
      for (const peer of peers) {
        if (!peer.alive) {
          peer.socket.terminate();
          continue;
        }
        peer.alive = false;
        peer.socket.ping();
      }
    }
  }, heartbeatMs);
  timer.unref();

  app.server.on('upgrade', onUpgrade);

  return {
    /** Sends a message to every socket of a room, batched as {@link CHAT_BATCH_MS} describes. */
    broadcast(roomNo: string, message: unknown): void {
      const batch = batches.get(roomNo);
      if (batch) {
        batch.pending.push(message);
        return;
      }
      sendAll(roomNo, { type: 'message', message });
      const open = { pending: [] as unknown[], timer: setTimeout(flush, CHAT_BATCH_MS) };
      batches.set(roomNo, open);
      function flush() {
        if (open.pending.length === 0) {
          batches.delete(roomNo);
          return;
        }
        sendAll(roomNo, { type: 'messages', list: open.pending });
        open.pending = [];
        open.timer = setTimeout(flush, CHAT_BATCH_MS);
      }
    },
    onlineCount: (roomNo: string) => rooms.get(roomNo)?.size ?? 0,
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
    /** Called after a socket joined (the welcome line). */
    setOnJoin(fn: (roomNo: string, viewer: ChatViewer) => void): void {
      onJoin = fn;
    },
    /** Closes every socket (app close). */
    close(): void {
      clearInterval(timer);
      for (const batch of batches.values()) clearTimeout(batch.timer);
      batches.clear();
      app.server.off('upgrade', onUpgrade);
      for (const peers of rooms.values()) for (const peer of peers) peer.socket.terminate();
      rooms.clear();
      wss.close();
    },
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
