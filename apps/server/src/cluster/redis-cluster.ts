import { Redis } from 'ioredis';
import type {
  Cluster,
  ClusterBus,
  ExpiringVault,
  Leadership,
  PresenceBoard,
  RoomViewer,
  SharedCounters,
  TimeLog,
} from './cluster.ts';
import { mergeFirstViewers, newInstanceId } from './cluster.ts';

/** Every key and channel of the gateway starts with this, so one Redis may serve other things too. */
export const REDIS_PREFIX = 'arena:';
/** How often an instance writes its own room counts and reads the others'. */
export const PRESENCE_REFRESH_MS = 2_000;
/** An instance's count of a room is ignored this long after it last wrote it (the instance died). */
export const PRESENCE_TTL_MS = 10_000;
/** A room nobody here asked about and with no socket here is no longer followed after this. */
const PRESENCE_FOLLOW_MS = 60_000;
/** First viewers each instance shares per room (spec §9 "anchor avatar list 3"). */
const SHARED_FIRST_VIEWERS = 3;

/** One connection for commands; a subscribed connection can do nothing else, so pub/sub gets its own. */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false });
}

/**
 * The shared cluster on Redis: pub/sub for the bus (one Redis orders every publish, so each
 * subscriber sees a channel's messages in one order), SET PX / GETDEL for single-use values, a hash
 * per room for online counts (one field per instance, each with its own expiry time).
 */
export async function createRedisCluster(
  url: string,
  leader: Leadership,
  instanceId = newInstanceId(),
): Promise<Cluster & { redis: Redis }> {
  const redis = openRedis(url);
  const sub = openRedis(url);
  await Promise.all([redis.ping(), sub.ping()]);
  const presence = createRedisPresence(redis, instanceId);
  return {
    instanceId,
    mode: 'redis',
    redis,
    bus: createRedisBus(redis, sub),
    vault: createRedisVault(redis),
    timeLog: createRedisTimeLog(redis),
    counters: createRedisCounters(redis),
    presence,
    leader,
    async close() {
      presence.stop();
      await leader.close();
      sub.disconnect();
      await redis.quit().catch(() => undefined);
    },
  };
}

function createRedisBus(pub: Redis, sub: Redis): ClusterBus {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  sub.on('message', (channel: string, payload: string) => {
    for (const fn of handlers.get(channel) ?? []) fn(payload);
  });
  return {
    publish(channel, payload) {
      pub.publish(REDIS_PREFIX + channel, payload).catch(() => undefined);
    },
    subscribe(channel, fn) {
      const full = REDIS_PREFIX + channel;
      const list = handlers.get(full);
      if (list) list.push(fn);
      else {
        handlers.set(full, [fn]);
        void sub.subscribe(full);
      }
    },
  };
}

function createRedisVault(redis: Redis): ExpiringVault {
  return {
    async put(key, value, ttlMs) {
      await redis.set(`${REDIS_PREFIX}v:${key}`, value, 'PX', ttlMs);
    },
    take: (key) => redis.getdel(`${REDIS_PREFIX}v:${key}`),
  };
}

/** A list per key: pushed on the right, trimmed to the newest, expiring as a whole. */
function createRedisTimeLog(redis: Redis): TimeLog {
  const keyOf = (key: string) => `${REDIS_PREFIX}log:${key}`;
  return {
    async recent(key) {
      return (await redis.lrange(keyOf(key), 0, -1)).map(Number);
    },
    async add(key, at, keep, ttlMs) {
      await redis
        .multi()
        .rpush(keyOf(key), String(at))
        .ltrim(keyOf(key), -keep, -1)
        .pexpire(keyOf(key), ttlMs)
        .exec();
    },
  };
}

/**
 * Call budgets and login misses as expiring keys: a window is a counter created with the window's
 * length as its TTL (`SET NX PX`, then `INCR`, which keeps the TTL), so its start is `now - (window -
 * PTTL)`; a run is a hash `{ n, last }` whose TTL restarts at every step, so Redis forgets it exactly
 * when the run would be too old to count.
 */
function createRedisCounters(redis: Redis): SharedCounters {
  const windowKey = (key: string) => `${REDIS_PREFIX}win:${key}`;
  const streakKey = (key: string) => `${REDIS_PREFIX}run:${key}`;
  return {
    windows: {
      async hit(key, windowMs, now) {
        const k = windowKey(key);
        const replies = await redis.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
        const hits = Number(replies?.[1]?.[1] ?? 1);
        const ttl = Number(replies?.[2]?.[1] ?? windowMs);
        return { hits, windowStart: now - (windowMs - Math.max(0, ttl)) };
      },
    },
    streaks: {
      async add(key, now, ttlMs) {
        const k = streakKey(key);
        const replies = await redis
          .multi()
          .hincrby(k, 'n', 1)
          .hset(k, 'last', String(now))
          .pexpire(k, ttlMs)
          .exec();
        return Number(replies?.[0]?.[1] ?? 1);
      },
      async read(key) {
        const run = await redis.hgetall(streakKey(key));
        if (run.n === undefined || run.last === undefined) return null;
        return { count: Number(run.n), last: Number(run.last) };
      },
      async clear(key) {
        await redis.del(streakKey(key));
      },
    },
  };
}

interface Followed {
  /** Other instances' sockets in the room, as last read; null before the first read. */
  others: number | null;
  /** Other instances' first member viewers, as last read. */
  othersFirst: RoomViewer[];
  lastWanted: number;
}

/** One instance's field of a room: `count:until:[first viewers as JSON]`. */
function parsePresence(value: string): { count: number; until: number; first: RoomViewer[] } | null {
  const a = value.indexOf(':');
  const b = value.indexOf(':', a + 1);
  const count = Number(value.slice(0, a));
  const until = Number(b < 0 ? value.slice(a + 1) : value.slice(a + 1, b));
  if (a < 0 || !Number.isFinite(count) || !Number.isFinite(until)) return null;
  let first: RoomViewer[] = [];
  try {
    if (b >= 0) first = JSON.parse(value.slice(b + 1)) as RoomViewer[];
  } catch {
    first = []; // a field written by something else: its count still counts
  }
  return { count, until, first: Array.isArray(first) ? first : [] };
}

function createRedisPresence(redis: Redis, instanceId: string): PresenceBoard & { stop(): void } {
  let localCount: (room: string) => number = () => 0;
  let localFirst: (room: string, max: number) => RoomViewer[] = () => [];
  const followed = new Map<string, Followed>();
  const keyOf = (room: string) => `${REDIS_PREFIX}online:${room}`;

  const refresh = async () => {
    const now = Date.now();
    for (const [room, f] of followed) {
      const local = localCount(room);
      const key = keyOf(room);
      if (local === 0 && now - f.lastWanted > PRESENCE_FOLLOW_MS) {
        followed.delete(room);
        await redis.hdel(key, instanceId);
        continue;
      }
      const mine = JSON.stringify(localFirst(room, SHARED_FIRST_VIEWERS));
      const [, , all] = await Promise.all([
        redis.hset(key, instanceId, `${local}:${now + PRESENCE_TTL_MS}:${mine}`),
        redis.pexpire(key, PRESENCE_TTL_MS * 3),
        redis.hgetall(key),
      ]);
      let others = 0;
      const othersFirst: RoomViewer[][] = [];
      for (const [instance, value] of Object.entries(all)) {
        if (instance === instanceId) continue;
        const field = parsePresence(value);
        if (field && field.until > now) {
          others += field.count;
          othersFirst.push(field.first);
        } else void redis.hdel(key, instance); // that instance stopped writing: it died or left
      }
      f.others = others;
      f.othersFirst = mergeFirstViewers(othersFirst, SHARED_FIRST_VIEWERS);
    }
  };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refresh()
      .catch(() => undefined) // Redis away for a moment: the last figures stay until it is back
      .finally(() => (running = false));
  }, PRESENCE_REFRESH_MS);
  timer.unref();

  const follow = (room: string) => {
    const f = followed.get(room);
    if (f) f.lastWanted = Date.now();
    else followed.set(room, { others: null, othersFirst: [], lastWanted: Date.now() });
  };
  return {
    setLocalCounter(fn) {
      localCount = fn;
    },
    setLocalFirst(fn) {
      localFirst = fn;
    },
    follow,
    total(room) {
      follow(room);
      return localCount(room) + (followed.get(room)?.others ?? 0);
    },
    first(room, max) {
      follow(room);
      return mergeFirstViewers([localFirst(room, max), followed.get(room)?.othersFirst ?? []], max);
    },
    stop() {
      clearInterval(timer);
      const rooms = [...followed.keys()];
      followed.clear();
      for (const room of rooms) void redis.hdel(keyOf(room), instanceId).catch(() => undefined);
    },
  };
}
