import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { ChatTicket, ChatViewer, TicketStore } from './chat-tickets.ts';
import { CHAT_HEARTBEAT_MS, createChatRooms, type ChatFrame, type FirstViewer } from './chat-rooms.ts';

/** The socket path (same origin as the page; docs/chat.md). */
export const CHAT_WS_PATH = '/ws/chat';

/**
 * Who owns the room sockets (docs/chat.md "Fan-out"): `process` hands each upgraded socket to a chat
 * edge child process that does the fan-out, so writing a frame to thousands of sockets never blocks
 * the gateway's event loop; `inline` keeps them in the gateway process (the default below 4 cores).
 */
export type ChatEdgeMode = 'inline' | 'process';

/**
 * Members seen on room sockets: a socket joined or answered a heartbeat (`left` false), or closed
 * (`left` true). Visitors are not reported.
 */
export type PresenceListener = (memberIds: number[], left: boolean) => void;

/** What the chat calls need from the room sockets, wherever they live. */
export interface ChatHub {
  /** Sends a message to every socket of a room (batched; chat-rooms.ts). */
  broadcast(roomNo: string, message: unknown): void;
  /** Sends a control frame (e.g. a deleted message) to the room at once. */
  notify(roomNo: string, frame: ChatFrame): void;
  /** Closes the member's sockets in the room (an admin's kick). */
  kick(roomNo: string, memberId: number): void;
  onlineCount(roomNo: string): number;
  /** The first members to have joined a room and still in it (empty where the sockets are elsewhere). */
  firstMembers(roomNo: string, max: number): FirstViewer[];
  /** Called after a socket joined (the welcome line). */
  setOnJoin(fn: (roomNo: string, viewer: ChatViewer) => void): void;
  /** Called with the members seen on this instance's room sockets (the live-room points task). */
  setOnPresence(fn: PresenceListener): void;
  /** Resolves once sockets can be accepted. */
  ready(): Promise<void>;
  /** Closes every socket and accepts no more (app close, before the HTTP server closes). */
  close(): Promise<void>;
  /** Releases what is left once the HTTP server has closed (the edge process). */
  dispose(): Promise<void>;
}

/** The viewer a ticket stands for (what a room keeps per socket). */
export const viewerOf = (t: ChatTicket): ChatViewer => ({
  memberId: t.memberId,
  username: t.username,
  level: t.level,
});

/**
 * Listens for socket upgrades on {@link CHAT_WS_PATH} and takes their single-use ticket; a missing or
 * expired one is refused with 401 here, in the gateway, so a socket only ever reaches a room with a
 * ticket the connector call issued.
 */
export function listenForChatUpgrades(
  app: FastifyInstance,
  tickets: TicketStore,
  accept: (req: IncomingMessage, socket: Duplex, head: Buffer, ticket: ChatTicket) => void,
): () => void {
  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== CHAT_WS_PATH) return; // another upgrade handler may own it
    const taken = tickets.take(url.searchParams.get('ticket') ?? '', app.now());
    const settle = (ticket: ChatTicket | null) =>
      ticket ? accept(req, socket, head, ticket) : refuseUpgrade(socket, '401 Unauthorized');
    // A shared ticket store answers later; the socket may have gone meanwhile.
    if (taken instanceof Promise)
      taken.then(
        (ticket) => (socket.destroyed ? undefined : settle(ticket)),
        () => refuseUpgrade(socket, '503 Service Unavailable'),
      );
    else settle(taken);
  }
  app.server.on('upgrade', onUpgrade);
  return () => app.server.off('upgrade', onUpgrade);
}

export function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The room sockets kept in the gateway's own process (`inline`; the edge process: chat-edge.ts). */
export function createChatHub(
  app: FastifyInstance,
  tickets: TicketStore,
  heartbeatMs = CHAT_HEARTBEAT_MS,
): ChatHub {
  // No compression: the rooms write frames framed once for all sockets (chat-rooms.ts).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024, perMessageDeflate: false });
  let onJoin: (roomNo: string, viewer: ChatViewer) => void = () => undefined;
  let onPresence: PresenceListener = () => undefined;
  const rooms = createChatRooms(
    {
      joined: (roomNo, viewer) => {
        onJoin(roomNo, viewer);
        if (viewer.memberId !== null) onPresence([viewer.memberId], false);
      },
      left: (_roomNo, _online, viewer) => {
        if (viewer.memberId !== null) onPresence([viewer.memberId], true);
      },
      watching: (memberIds) => onPresence(memberIds, false),
      wrote: (ids, startAt, endAt, sockets) => app.lineTimings.wrote(ids, startAt, endAt, sockets),
    },
    heartbeatMs,
  );
  const stop = listenForChatUpgrades(app, tickets, (req, socket, head, ticket) => {
    wss.handleUpgrade(req, socket, head, (ws) => rooms.join(ws, ticket.roomNo, viewerOf(ticket)));
  });
  return {
    broadcast: (roomNo, message) => rooms.broadcast(roomNo, message),
    notify: (roomNo, frame) => rooms.notify(roomNo, frame),
    kick: (roomNo, memberId) => rooms.kick(roomNo, memberId),
    onlineCount: rooms.onlineCount,
    firstMembers: (roomNo, max) => rooms.firstMembers(roomNo, max),
    setOnJoin(fn) {
      onJoin = fn;
    },
    setOnPresence(fn) {
      onPresence = fn;
    },
    ready: () => Promise.resolve(),
    close() {
      stop();
      rooms.close();
      wss.close();
      return Promise.resolve();
    },
    dispose: () => Promise.resolve(),
  };
}
