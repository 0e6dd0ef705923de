import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { CRASH_STEP_MS, crashMultiplierAt } from '@arena/domain';
import type { CrashRoundRow } from './crash-repository.ts';
import { currentRound, roundPlayersView, roundView, type CrashPlayersView } from './crash-rounds.ts';
import { settleDueCrashBets } from './crash-service.ts';

/** The crash game's socket path (same origin as the game page). */
export const CRASH_WS_PATH = '/ws/crash';
/** How often a running round's due auto cash-outs are settled by an instance with watchers (ms). */
const SETTLE_EVERY_MS = 500;
/** How often the round's list of bets is read again for the sockets (ms); sent only when it changed. */
const PLAYERS_EVERY_MS = 1_000;

/** What the crash socket sends. Every frame carries the instance's clock (`at`, epoch ms). */
export type CrashFrame =
  | ({ type: 'round'; at: number } & ReturnType<typeof roundView>)
  | { type: 'tick'; roundNo: number; m: number; at: number }
  | { type: 'bust'; roundNo: number; point: number; serverSeed: string; serverSeedHash: string; at: number }
  | ({ type: 'players'; at: number } & CrashPlayersView);

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
  /**
   * The last list of bets sent (its JSON without the clock), so a new socket gets it at once. A new round
   * replaces it only once it has a bet: until then players still see how the last round ended.
   */
  let players: { roundNo: number; key: string; frame: string } | null = null;
  let lastPlayers = 0;

  const broadcast = (frame: CrashFrame) => {
    const data = JSON.stringify(frame);
    for (const ws of wss.clients) if (ws.readyState === ws.OPEN) ws.send(data);
  };
  const roundFrame = (r: CrashRoundRow, now: number): CrashFrame => ({
    type: 'round',
    at: now,
    ...roundView(r, now),
  });

  /**
   * Reads the round's bets from the database (every instance sees every instance's bets) and sends them
   * when they changed since the last frame.
   */
  async function sendPlayers(r: CrashRoundRow, now: number) {
    lastPlayers = now;
    const view = await roundPlayersView(app.db, r.roundNo);
    const key = JSON.stringify(view);
    if (players?.key === key || (players && players.roundNo !== r.roundNo && view.count === 0)) return;
    const frame = JSON.stringify({ type: 'players', at: now, ...view } satisfies CrashFrame);
    players = { roundNo: r.roundNo, key, frame };
    for (const ws of wss.clients) if (ws.readyState === ws.OPEN) ws.send(frame);
  }

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
      await sendPlayers(round, now);
    }
    if (!round || now >= round.bustAt) {
      const next = await currentRound(app.db, now);
      if (next.roundNo !== round?.roundNo) broadcast(roundFrame(next, now));
      round = next;
      return;
    }
    // The multiplier goes out first: the list of bets and the settling may wait a few milliseconds.
    if (now >= round.startAt)
      broadcast({ type: 'tick', roundNo: round.roundNo, m: crashMultiplierAt(now - round.startAt), at: now });
    if (players?.roundNo !== round.roundNo || now - lastPlayers >= PLAYERS_EVERY_MS)
      await sendPlayers(round, now);
    if (now < round.startAt) return;
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
      if (ws.readyState !== ws.OPEN) return;
      ws.send(JSON.stringify(roundFrame(r, now)));
      if (players) ws.send(players.frame);
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
