import type { FastifyInstance } from 'fastify';
import { isPlaying, matchClock } from '../live/live-phase.ts';
import { unit } from '../live/live-random.ts';
import type { Selection } from '../live/live-odds.ts';
import { marketsOfRooms, roomsOnWithMatch } from '../live/live-match-service.ts';
import { OrderPushRefusal, pushOrder, revertOrder } from './order-push.ts';

/** How often a streamer room with a running match pushes a pick (docs/chat.md "Order pushes"). */
export const ORDER_PUSH_EVERY_MS = 3 * 60_000;

export interface OrderPushTickResult {
  pushed: string[];
  reverted: string[];
}

async function revertQuietly(app: FastifyInstance, roomNo: string, id: string): Promise<boolean> {
  try {
    await revertOrder(app, roomNo, id);
    return true;
  } catch (err) {
    // Already withdrawn by an operator (or gone): nothing left to withdraw.
    if (err instanceof OrderPushRefusal) return false;
    throw err;
  }
}

/**
 * The streamers' picks (主播推单) so that rooms are alive: every {@link ORDER_PUSH_EVERY_MS} (rooms
 * staggered, none at start-up) a streamer room whose match is playing pushes one selection of that
 * match's open markets at its current price; the pick is withdrawn when its market is no longer open,
 * the match stops playing or the room goes off. An operator's push restarts the room's wait, so the
 * scheduler never replaces a pick an operator just made.
 */
export async function orderPushTick(app: FastifyInstance, now: number): Promise<OrderPushTickResult> {
  const state = app.orderPushes;
  const result: OrderPushTickResult = { pushed: [], reverted: [] };
  const rows = await roomsOnWithMatch(app.db);
  const playing = rows.filter((r) =>
    isPlaying(matchClock({ sport: r.sport, startAt: r.start_at, durationMin: r.duration_min }, now).phase),
  );
  const markets = await marketsOfRooms(
    app.db,
    playing.map((r) => r.room_id),
  );
  const marketById = new Map(markets.map((m) => [m.market_id, m]));
  const playingIds = new Set(playing.map((r) => r.room_id));

  for (const [roomNo, pick] of [...state.auto]) {
    const market = marketById.get(pick.marketId);
    if (playingIds.has(roomNo) && market?.status === 'open') continue;
    state.auto.delete(roomNo);
    if (await revertQuietly(app, roomNo, pick.id)) result.reverted.push(roomNo);
  }

  for (const room of playing) {
    const last = state.lastPushAt.get(room.room_id);
    if (last === undefined) {
      // First sight: wait a staggered part of the period, so rooms do not all push at once.
      state.lastPushAt.set(
        room.room_id,
        now - unit(room.room_id, 'push-stagger') * ORDER_PUSH_EVERY_MS * 0.9,
      );
      continue;
    }
    if (now - last < ORDER_PUSH_EVERY_MS) continue;
    const round = Math.floor(now / ORDER_PUSH_EVERY_MS);
    const own = markets.filter((m) => m.match_id === room.match_id && m.status === 'open');
    const market = own[Math.floor(unit(room.room_id, round, 'market') * own.length)];
    if (!market) continue;
    const selections = JSON.parse(market.selections) as Selection[];
    const selection = selections[Math.floor(unit(room.room_id, round, 'selection') * selections.length)];
    if (!selection) continue;
    const score = room.home_score === null ? '' : `${room.home_score}-${room.visit_score ?? 0}`;
    const { id } = await pushOrder(
      app,
      room.room_id,
      {
        categoryName: market.name,
        itemName: `${selection.name} @${selection.odds}`,
        score,
        venueName: room.venue_name,
      },
      now,
    );
    state.auto.set(room.room_id, { id, marketId: market.market_id, venueName: room.venue_name });
    result.pushed.push(room.room_id);
  }
  return result;
}

/** {@link orderPushTick} for the live scheduler: a failure is logged and never fails the live tick. */
export async function orderPushTickSafely(app: FastifyInstance, now: number): Promise<void> {
  if (!app.hasDecorator('orderPushes')) return;
  try {
    await orderPushTick(app, now);
  } catch (err) {
    app.log.warn({ err }, 'order push tick failed');
  }
}
