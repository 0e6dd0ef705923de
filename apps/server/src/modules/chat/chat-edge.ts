import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ChatViewer, TicketStore } from './chat-tickets.ts';
import type { ChatFrame, FirstViewer } from './chat-rooms.ts';
import { mergeFirstViewers } from '../../cluster/cluster.ts';
import {
  listenForChatUpgrades,
  refuseUpgrade,
  viewerOf,
  type ChatHub,
  type PresenceListener,
} from './chat-hub.ts';

/** What the gateway tells the edge process (the upgrade carries the socket as its handle). */
export type ToEdge =
  | {
      type: 'upgrade';
      req: { method: string; url: string; headers: Record<string, string | string[] | undefined> };
      head: string;
      roomNo: string;
      viewer: ChatViewer;
    }
  | { type: 'broadcast'; roomNo: string; message: unknown }
  | { type: 'notify'; roomNo: string; frame: ChatFrame }
  | { type: 'kick'; roomNo: string; memberId: number }
  | { type: 'close' }
  | { type: 'exit' };

/** What the edge process tells the gateway. */
export type FromEdge =
  | { type: 'ready' }
  | { type: 'joined'; roomNo: string; viewer: ChatViewer; online: number }
  | { type: 'left'; roomNo: string; online: number; memberId: number | null }
  /** At each heartbeat: the members with a socket still answering (chat-rooms.ts `watching`). */
  | { type: 'watching'; memberIds: number[] }
  /** The room's first member viewers in this process changed (spec §9 avatar list). */
  | { type: 'first'; roomNo: string; first: FirstViewer[] };

const EDGE_ENTRY = fileURLToPath(new URL('./chat-edge-process.ts', import.meta.url));
/** The server runs from TypeScript through tsx (no build step), and so does its edge process. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** The pause before a replacement edge process starts. */
const EDGE_RESTART_MS = 500;
/** How long a closing edge process gets before it is killed. */
const EDGE_CLOSE_MS = 3_000;

/** One edge child process, restarted when it dies, and what it reported about its sockets. */
function createEdgeProcess(
  app: FastifyInstance,
  heartbeatMs: number,
  onJoin: (roomNo: string, viewer: ChatViewer) => void,
  onPresence: PresenceListener,
) {
  /** Sockets per room in this process. */
  const online = new Map<string, number>();
  /** The first member viewers per room in this process, as it last reported them. */
  const first = new Map<string, FirstViewer[]>();
  let sockets = 0;
  let closing = false;
  let child: ChildProcess;
  let started: Promise<void>;

  function start() {
    const edge = fork(EDGE_ENTRY, [], {
      execArgv: ['--import', TSX_LOADER],
      env: { ...process.env, CHAT_HEARTBEAT_MS: String(heartbeatMs) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = edge;
    started = new Promise<void>((resolve, reject) => {
      edge.once('error', reject);
      edge.once('exit', (code) => reject(new Error(`chat edge process exited with ${code} while starting`)));
      edge.on('message', (msg: FromEdge) => {
        if (msg.type === 'ready') return resolve();
        if (msg.type === 'watching') return onPresence(msg.memberIds, false);
        if (msg.type === 'first') {
          if (msg.first.length === 0) first.delete(msg.roomNo);
          else first.set(msg.roomNo, msg.first);
          return;
        }
        sockets += msg.type === 'joined' ? 1 : -1;
        if (msg.online === 0) online.delete(msg.roomNo);
        else online.set(msg.roomNo, msg.online);
        const memberId = msg.type === 'joined' ? msg.viewer.memberId : msg.memberId;
        if (msg.type === 'joined') onJoin(msg.roomNo, msg.viewer);
        if (memberId !== null) onPresence([memberId], msg.type === 'left');
      });
    });
    started.catch(() => undefined);
    edge.on('exit', (code, signal) => {
      if (closing || child !== edge) return;
      app.log.error({ code, signal }, 'chat edge process stopped; starting a new one');
      online.clear();
      first.clear();
      sockets = 0;
      // A short pause, so an edge process that cannot start does not spin; upgrades meanwhile get 503.
      setTimeout(() => closing || start(), EDGE_RESTART_MS).unref();
    });
  }
  start();

  /** Sends to the edge process; a message for a process that is gone is dropped (its sockets are). */
  function tell(msg: ToEdge): boolean {
    if (!child.connected) return false;
    try {
      child.send(msg);
      return true;
    } catch (err) {
      app.log.warn({ err }, 'chat edge process unreachable');
      return false;
    }
  }

  return {
    tell,
    ready: () => started,
    online: (roomNo: string) => online.get(roomNo) ?? 0,
    first: (roomNo: string) => first.get(roomNo) ?? [],
    /** How many sockets this process holds (new sockets go to the least loaded process). */
    load: () => (child.connected ? sockets : Infinity),
    /**
     * Hands a socket over. Node would otherwise make the HTTP server's close wait on the edge
     * process's own count of the sockets it was sent, and that wait never ends once an edge process
     * has been replaced; so the socket leaves the server first and is destroyed here once sent (its
     * handle now lives in the edge process; destroying the emptied socket only ends the server's
     * count of it).
     */
    handOver(msg: ToEdge, socket: Socket): boolean {
      const owned = socket as Socket & { server: unknown };
      const server = owned.server;
      if (!child.connected) return false;
      owned.server = null;
      try {
        child.send(msg, socket, (err) => {
          if (err) app.log.warn({ err }, 'chat socket not handed to the edge process');
          socket.destroy();
        });
        return true;
      } catch (err) {
        owned.server = server;
        app.log.warn({ err }, 'chat edge process unreachable');
        return false;
      }
    },
    async exit() {
      closing = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      if (!tell({ type: 'exit' })) child.kill();
      const timer = setTimeout(() => child.kill('SIGKILL'), EDGE_CLOSE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The room sockets in chat edge child processes (docs/chat.md "Fan-out"). The gateway still answers
 * the upgrade request and takes the ticket; the accepted socket is then handed to the edge process
 * holding the fewest sockets (`child.send` with the socket as handle), which completes the WebSocket
 * handshake and owns the socket from then on. Broadcasts, notices and kicks go to every edge process
 * over its IPC channel, and each writes to its own share of a room's sockets; the edges report joins
 * (for the welcome line), room sizes and each room's first member viewers. An edge process that dies is replaced (its viewers
 * reconnect with new tickets).
 */
export function createChatEdgeHub(
  app: FastifyInstance,
  tickets: TicketStore,
  heartbeatMs: number,
  processes: number,
): ChatHub {
  let onJoin: (roomNo: string, viewer: ChatViewer) => void = () => undefined;
  let onPresence: PresenceListener = () => undefined;
  const edges = Array.from({ length: Math.max(1, processes) }, () =>
    createEdgeProcess(
      app,
      heartbeatMs,
      (roomNo, viewer) => onJoin(roomNo, viewer),
      (memberIds, left) => onPresence(memberIds, left),
    ),
  );
  const tellAll = (msg: ToEdge) => {
    for (const edge of edges) edge.tell(msg);
  };

  const stop = listenForChatUpgrades(app, tickets, (req, socket, head, ticket) => {
    const edge = edges.reduce((a, b) => (b.load() < a.load() ? b : a));
    const sent = edge.handOver(
      {
        type: 'upgrade',
        req: { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers },
        head: head.toString('base64'),
        roomNo: ticket.roomNo,
        viewer: viewerOf(ticket),
      },
      socket as Socket,
    );
    if (!sent) refuseUpgrade(socket, '503 Service Unavailable');
  });

  return {
    broadcast: (roomNo, message) => tellAll({ type: 'broadcast', roomNo, message }),
    notify: (roomNo, frame) => tellAll({ type: 'notify', roomNo, frame }),
    kick: (roomNo, memberId) => tellAll({ type: 'kick', roomNo, memberId }),
    onlineCount: (roomNo) => edges.reduce((n, edge) => n + edge.online(roomNo), 0),
    // Each edge reports its own first members of a room; merged by join time, each member once.
    firstMembers: (roomNo, max) =>
      mergeFirstViewers(
        edges.map((edge) => edge.first(roomNo)),
        max,
      ),
    setOnJoin(fn) {
      onJoin = fn;
    },
    setOnPresence(fn) {
      onPresence = fn;
    },
    ready: async () => {
      await Promise.all(edges.map((edge) => edge.ready()));
    },
    close() {
      stop();
      tellAll({ type: 'close' });
      return Promise.resolve();
    },
    async dispose() {
      await Promise.all(edges.map((edge) => edge.exit()));
    },
  };
}
