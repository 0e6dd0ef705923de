import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { CRASH_STEP_MS, crashMultiplierAt } from '@arena/domain';
import type { CrashRoundRow } from './crash-repository.ts';
import { currentRound, roundView } from './crash-rounds.ts';
import { settleDueCrashBets } from './crash-service.ts';

/** The crash game's socket path (same origin as the game page). */
export const CRASH_WS_PATH = '/ws/crash';
/** How often a running round's due auto cash-outs are settled by an instance with watchers (ms). */
const SETTLE_EVERY_MS = 500;

/** What the crash socket sends. Every frame carries the instance's clock (`at`, epoch ms). */
export type CrashFrame =
  | ({ type: 'round'; at: number } & ReturnType<typeof roundView>)
  | { type: 'tick'; roundNo: number; m: number; at: number }
  | { type: 'bust'; roundNo: number; point: number; serverSeed: string; serverSeedHash: string; at: number };

/**
 * The live crash rounds, watched by anyone holding the page: `/ws/crash` only sends. Each instance
 * drives its own sockets from the shared round row (crash-rounds.ts): while a round runs it sends the
 * multiplier every CRASH_STEP_MS, computed from the row's start time alone, then the bust with the
 * revealed seed, then the next round open for bets. Nothing is sent between instances: two instances
 * show the same multiplier because they read the same start time. The ticker only runs while this
 * instance has sockets; bets of players who are not watching are settled on their next call.
 */
export function registerCrashSocket(app: FastifyInstance): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 });
  let round: CrashRoundRow | null = null;
  let bustSent = 0;
  let lastSettle = 0;
  let busy = false;

  const broadcast = (frame: CrashFrame) => {
    const data = JSON.stringify(frame);
    for (const ws of wss.clients) if (ws.readyState === ws.OPEN) ws.send(data);
  };
  const roundFrame = (r: CrashRoundRow, now: number): CrashFrame => ({
    type: 'round',
    at: now,
    ...roundView(r, now),
  });

  async function step() {
    const now = app.now();
    if (round && now >= round.bustAt && bustSent !== round.roundNo) {
      bustSent = round.roundNo;
      broadcast({
        type: 'bust',
        roundNo: round.roundNo,
        point: round.point,
        serverSeed: round.serverSeed,
        serverSeedHash: round.serverSeedHash,
        at: now,
      });
      await settleDueCrashBets(app.db, now);
    }
    if (!round || now >= round.bustAt) {
      const next = await currentRound(app.db, now);
      if (next.roundNo !== round?.roundNo) broadcast(roundFrame(next, now));
      round = next;
      return;
    }
    if (now < round.startAt) return;
    broadcast({ type: 'tick', roundNo: round.roundNo, m: crashMultiplierAt(now - round.startAt), at: now });
    if (now - lastSettle >= SETTLE_EVERY_MS) {
      lastSettle = now;
      await settleDueCrashBets(app.db, now);
    }
  }

  const ticker = setInterval(() => {
    if (busy || wss.clients.size === 0) return;
    busy = true;
    step()
      .catch((err: unknown) => app.log.warn({ err }, 'crash round step failed'))
      .finally(() => {
        busy = false;
      });
  }, CRASH_STEP_MS);
  ticker.unref();

  function attach(ws: WebSocket) {
    ws.on('message', () => ws.close(1008, 'send only'));
    const now = app.now();
    const send = (r: CrashRoundRow) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(roundFrame(r, now)));
    };
    if (round && now < round.bustAt) send(round);
    else
      currentRound(app.db, now)
        .then(send)
        .catch((err: unknown) => {
          app.log.warn({ err }, 'crash socket open failed');
          ws.close(1011, 'error');
        });
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== CRASH_WS_PATH) return; // another upgrade handler owns it
    wss.handleUpgrade(req, socket, head, attach);
  }
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    clearInterval(ticker);
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
