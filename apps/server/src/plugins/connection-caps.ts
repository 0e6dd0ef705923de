import { BlockList, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ServerLimits, TrustProxy } from '../config.ts';
import { msg } from '../gateway/user-messages.ts';

/** Endless media streams: a live room's HTTP-FLV body never ends on its own. */
const isEndlessStream = (url: string) => /\.flv$/i.test(url.split('?', 1)[0] ?? '');

/**
 * The client address of a raw request under the `TRUST_PROXY` rule, for sockets that never become a
 * Fastify request (upgrades). Same rule as Fastify's `req.ip`: walk X-Forwarded-For from the right
 * while the hop is trusted.
 */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const remote = req.socket.remoteAddress ?? '';
  if (trust === false || trust === 0) return remote;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, remote]; // client first, nearest hop last
  if (trust === true) return chain[0] ?? remote;
  if (typeof trust === 'number') return chain[Math.max(0, chain.length - 1 - trust)] ?? remote;
  const list = new BlockList();
  for (const entry of trust) {
    const [addr = '', bits] = entry.split('/');
    const type = isIPv6(addr) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  let at = chain.length - 1;
  while (at > 0 && list.check(chain[at] ?? '', isIPv6(chain[at] ?? '') ? 'ipv6' : 'ipv4')) at--;
  return chain[at] ?? remote;
}

/** Counts open things per client address; `take` says whether one more fits. */
function counter(max: number) {
  const open = new Map<string, number>();
  return {
    take(ip: string): boolean {
      const n = open.get(ip) ?? 0;
      if (n >= max) return false;
      open.set(ip, n + 1);
      return true;
    },
    give(ip: string): void {
      const n = (open.get(ip) ?? 1) - 1;
      if (n <= 0) open.delete(ip);
      else open.set(ip, n);
    },
  };
}

/**
 * Per-address caps on what stays open (docs/deploy.md "Limits"): endless FLV streams and upgraded
 * sockets (chat rooms, inbox). Counted per process, as the connections themselves are: with several
 * instances behind a balancer each holds its own share. An upgrade over the cap is answered 429 before
 * any module's upgrade listener hears of it.
 */
export function registerConnectionCaps(
  app: FastifyInstance,
  limits: Pick<ServerLimits, 'streamsPerIp' | 'socketsPerIp'>,
  trust: TrustProxy,
): void {
  const streams = counter(limits.streamsPerIp);
  const sockets = counter(limits.socketsPerIp);

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !isEndlessStream(req.url)) return;
    const ip = req.ip;
    if (!streams.take(ip)) {
      await reply
        .code(429)
        .header('retry-after', '10')
        .send({ code: 429, msg: msg('gateway.tooManyConnections'), data: null });
      return;
    }
    reply.raw.once('close', () => streams.give(ip));
  });

  // Refused upgrades are never emitted: no module's upgrade listener sees them (nor takes a ticket).
  const server = app.server;
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'upgrade') {
      const [req, socket] = args as [IncomingMessage, Duplex];
      const ip = clientAddress(req, trust);
      // The HTTP server hands an upgraded socket over with no 'error' listener: a client that resets a
      // refused socket, or one no module took, would otherwise raise an unhandled error and end the
      // process (a module that takes the socket adds its own handling).
      socket.on('error', () => socket.destroy());
      if (!sockets.take(ip)) {
        socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
      socket.once('close', () => sockets.give(ip));
      // Server sockets are half-open: one whose client left and that nobody owns (an upgrade no module
      // took) would stay open for ever. A socket library closes its own within moments of the end.
      socket.once('end', () => setTimeout(() => socket.destroy(), 1_000).unref());
    }
    return emit(event, ...args);
  }) as typeof server.emit;
}
