import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { onInboxEvent, type InboxEvent } from './message-events.ts';
import { latestNoticeId, lettersAfter } from './message-repository.ts';

/** The member inbox socket path (same origin as the page; docs/messages.md "Push"). */
export const INBOX_WS_PATH = '/ws/inbox';
/** How often each instance looks for rows written by other instances while sockets are open. */
const POLL_MS = 1_500;
const AUTH_TIMEOUT_MS = 5_000;
const PING_MS = 30_000;

/** The frame a member's open pages get when their letters or notices changed. */
export interface InboxFrame {
  type: 'inbox';
  kind: 'letter' | 'notice';
}

/**
 * A member-scoped push channel: the page opens `/ws/inbox`, sends `{ token }` as its first frame and
 * then only listens. A new letter or notice sends `{ type: 'inbox', kind }` and the page refetches its
 * counts. Writes on this instance push at once (message-events.ts); writes on other instances are
 * found by polling the newest letter and notice ids, so the channel works with several instances.
 */
export function registerInboxSocket(app: FastifyInstance): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2048 });
  const sockets = new Map<number, Set<WebSocket>>();
  let marks: { letter: string; notice: string } | null = null;

  const send = (ws: WebSocket, frame: InboxFrame) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };
  const tellMember = (memberId: number) => {
    for (const ws of sockets.get(memberId) ?? []) send(ws, { type: 'inbox', kind: 'letter' });
  };
  const tellEveryone = () => {
    for (const set of sockets.values()) for (const ws of set) send(ws, { type: 'inbox', kind: 'notice' });
  };

  const tell = (e: InboxEvent) => (e.kind === 'letter' ? tellMember(e.memberId) : tellEveryone());
  // Several instances (docs/scaling.md): a write here reaches every instance's sockets through the
  // cluster's bus at once; the poll below stays as the backstop for a message the bus lost.
  const shared = app.cluster.mode !== 'memory';
  if (shared) app.cluster.bus.subscribe('inbox', (payload) => tell(JSON.parse(payload) as InboxEvent));
  const stopEvents = onInboxEvent((e) =>
    shared ? app.cluster.bus.publish('inbox', JSON.stringify(e)) : tell(e),
  );

  async function poll() {
    if (sockets.size === 0) {
      marks = null; // nobody to tell: start from the newest rows when someone connects again
      return;
    }
    const letters = await lettersAfter(app.db, marks?.letter ?? null);
    const notice = await latestNoticeId(app.db);
    if (marks) {
      for (const l of letters.rows) tellMember(l.memberId);
      if (notice !== marks.notice) tellEveryone();
    }
    marks = { letter: letters.last ?? marks?.letter ?? '0', notice };
  }
  const poller = setInterval(() => {
    poll().catch((err: unknown) => app.log.warn({ err }, 'inbox poll failed'));
  }, POLL_MS);
  poller.unref();

  function attach(ws: WebSocket) {
    let memberId: number | null = null;
    const timer = setTimeout(() => ws.close(4001, 'auth timeout'), AUTH_TIMEOUT_MS);
    const ping = setInterval(() => ws.ping(), PING_MS);
    ws.once('message', (raw: Buffer) => {
      void (async () => {
        const token = readToken(raw);
        const session = token ? await app.gatewayGuards.session(token) : null;
        clearTimeout(timer);
        if (!session || !('member' in session)) return ws.close(4001, 'unauthorized');
        memberId = session.member.id;
        const set = sockets.get(memberId) ?? new Set<WebSocket>();
        set.add(ws);
        sockets.set(memberId, set);
        ws.send(JSON.stringify({ type: 'ready' }));
      })().catch((err: unknown) => {
        app.log.warn({ err }, 'inbox socket auth failed');
        ws.close(1011, 'error');
      });
    });
    ws.on('close', () => {
      clearTimeout(timer);
      clearInterval(ping);
      if (memberId === null) return;
      const set = sockets.get(memberId);
      set?.delete(ws);
      if (set?.size === 0) sockets.delete(memberId);
    });
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== INBOX_WS_PATH) return; // another upgrade handler owns it
    wss.handleUpgrade(req, socket, head, attach);
  }
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    clearInterval(poller);
    stopEvents();
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}

function readToken(raw: Buffer): string | null {
  try {
    const data = JSON.parse(raw.toString('utf8')) as unknown;
    if (typeof data === 'object' && data !== null && 'token' in data && typeof data.token === 'string')
      return data.token.slice(0, 256);
  } catch {
    return null; // not JSON: treated as no token, the socket is closed as unauthorised
  }
  return null;
}
