import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EnvelopeStore } from '../gateway/envelope-store.ts';
import { budgetHitsOf, type BudgetHits } from '../gateway/call-budget.ts';
import { createLineTimings, type LineTimings } from './line-timings.ts';

/**
 * What several gateway instances share besides the database (docs/scaling.md "What lives where"):
 * a message bus, single-use short-lived values, online counts and the leader of timed work. Each
 * piece is a small interface with an in-process implementation (one instance, the `npm start`
 * default) and a Redis one (cluster/redis-cluster.ts) chosen when REDIS_URL is set.
 */
export interface Cluster {
  /** This instance's name in shared records (online counts, logs). */
  readonly instanceId: string;
  /** `memory`: everything here is this process's; `redis`: shared with the other instances. */
  readonly mode: 'memory' | 'redis';
  readonly bus: ClusterBus;
  readonly vault: ExpiringVault;
  readonly timeLog: TimeLog;
  readonly presence: PresenceBoard;
  readonly leader: Leadership;
  /** Envelope sessions shared by the instances; undefined: the gateway keeps its own in memory. */
  readonly envelope?: EnvelopeStore;
  /**
   * Short-lived counters shared by the instances (call budgets, login misses); undefined: their
   * owners keep them in the database, which every instance on it shares as well.
   */
  readonly counters?: SharedCounters;
  /** Stops timers and closes connections (app close). */
  close(): Promise<void>;
}

/** Messages to every instance, in the order the bus received them (the same order everywhere). */
export interface ClusterBus {
  publish(channel: string, payload: string): void;
  /** `fn` runs for every message on the channel, this instance's own included. */
  subscribe(channel: string, fn: (payload: string) => void): void;
}

/** Values that live a short while and are used once (socket tickets). */
export interface ExpiringVault {
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value once (it is gone afterwards), or null when unknown or expired. */
  take(key: string): Promise<string | null>;
}

/** Recent times per key (send limits): the newest `keep` are kept, all forgotten `ttlMs` after the last. */
export interface TimeLog {
  recent(key: string): Promise<number[]>;
  add(key: string, at: number, keep: number, ttlMs: number): Promise<void>;
}

/** Counts that expire by themselves: the short-lived limits of the gateway. */
export interface SharedCounters {
  readonly windows: WindowCounter;
  readonly streaks: StreakCounter;
}

/** Hits per key in fixed windows (call budgets). */
export interface WindowCounter {
  /** Counts one hit; answers the hits of the key's current window and when that window started. */
  hit(key: string, windowMs: number, now: number): Promise<{ hits: number; windowStart: number }>;
}

/** Runs per key (consecutive wrong passwords), each forgotten `ttlMs` after its last step. */
export interface StreakCounter {
  /** One more step at `now`; answers the run's length. */
  add(key: string, now: number, ttlMs: number): Promise<number>;
  /** The run's length and its last step, or null when there is none (never, cleared or forgotten). */
  read(key: string): Promise<{ count: number; last: number } | null>;
  clear(key: string): Promise<void>;
}

/** A member among a room's first viewers, with when their socket joined (epoch ms). */
export interface RoomViewer {
  memberId: number;
  username: string;
  level: number;
  joinedAt: number;
}

/** How many sockets each room holds across instances (the room's 人气), and its first viewers. */
export interface PresenceBoard {
  /** Where this instance's own count of a room comes from (the room sockets). */
  setLocalCounter(fn: (room: string) => number): void;
  /** Where this instance's own first member viewers of a room come from, in join order. */
  setLocalFirst(fn: (room: string, max: number) => RoomViewer[]): void;
  /** Keeps the room's count shared for a while (a socket joined it here). */
  follow(room: string): void;
  /**
   * This instance's count now plus the others' as last read (at most a few seconds old); the room
   * is then followed, so the next answer is fresh.
   */
  total(room: string): number;
  /**
   * The room's first `max` member viewers on every instance, each member once, by join time: this
   * instance's now plus the others' as last read (spec §6 avatar list); the room is then followed.
   */
  first(room: string, max: number): RoomViewer[];
}

/** Whether this instance runs the timed work (live scheduler, jobs) now. */
export interface Leadership {
  isLeader(): boolean;
  close(): Promise<void>;
}

/** When each piece of timed work last ran here (operators and the cluster tests read it). */
const workLog = new WeakMap<Cluster, Map<string, number>>();

/** Notes that this instance ran a piece of timed work (by name) at `at`. */
export function noteTimedWork(cluster: Cluster, name: string, at: number): void {
  const log = workLog.get(cluster) ?? new Map<string, number>();
  workLog.set(cluster, log);
  log.set(name, at);
}

export const newInstanceId = () => `${process.pid}-${randomBytes(3).toString('hex')}`;

/** The single-process cluster: a bus that calls back at once, a map, local counts, always leader. */
export function createMemoryCluster(instanceId = newInstanceId()): Cluster {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const values = new Map<string, { value: string; expiresAt: number }>();
  return {
    instanceId,
    mode: 'memory',
    bus: {
      publish(channel, payload) {
        for (const fn of handlers.get(channel) ?? []) fn(payload);
      },
      subscribe(channel, fn) {
        handlers.set(channel, [...(handlers.get(channel) ?? []), fn]);
      },
    },
    vault: {
      put(key, value, ttlMs) {
        const now = Date.now();
        for (const [k, v] of values) if (v.expiresAt <= now) values.delete(k);
        values.set(key, { value, expiresAt: now + ttlMs });
        return Promise.resolve();
      },
      take(key) {
        const found = values.get(key);
        values.delete(key);
        return Promise.resolve(found && found.expiresAt > Date.now() ? found.value : null);
      },
    },
    timeLog: createLocalTimeLog(),
    presence: createLocalPresence(),
    leader: alwaysLeader,
    close: () => Promise.resolve(),
  };
}

/** The leader of a single process (PGlite: nobody else can open the database). */
export const alwaysLeader: Leadership = { isLeader: () => true, close: () => Promise.resolve() };

function createLocalPresence(): PresenceBoard {
  let localCount: (room: string) => number = () => 0;
  let localFirst: (room: string, max: number) => RoomViewer[] = () => [];
  return {
    setLocalCounter(fn) {
      localCount = fn;
    },
    setLocalFirst(fn) {
      localFirst = fn;
    },
    follow: () => undefined,
    total: (room) => localCount(room),
    first: (room, max) => localFirst(room, max),
  };
}

/** Several instances' first viewers as one list: by join time, each member once, at most `max`. */
export function mergeFirstViewers<V extends RoomViewer>(lists: readonly (readonly V[])[], max: number): V[] {
  const all = lists.flat().sort((a, b) => a.joinedAt - b.joinedAt);
  const seen = new Set<number>();
  const out: V[] = [];
  for (const v of all) {
    if (seen.has(v.memberId)) continue;
    seen.add(v.memberId);
    out.push(v);
    if (out.length === max) break;
  }
  return out;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What this instance shares with the others (docs/scaling.md). */
    cluster: Cluster;
    /** Where the call budgets count their hits: Redis in a cluster that has it, else the database. */
    budgetHits: BudgetHits;
    /** When this instance's recent chat lines passed each stage of their fan-out (line-timings.ts). */
    lineTimings: LineTimings;
  }
}

/**
 * Decorates the app with its cluster (and the budget counter it implies), closes the cluster after
 * the app (its sockets first), and answers operators which instance this is, whether it leads the
 * timed work, and where its recent chat lines spent their time (`/admin/cluster/lines?since=<epoch
 * ms>`). Registered after the database.
 */
export function registerCluster(app: FastifyInstance, cluster: Cluster): void {
  app.decorate('cluster', cluster);
  app.decorate('budgetHits', budgetHitsOf(app.db, cluster.counters?.windows));
  app.decorate('lineTimings', createLineTimings());
  app.addHook('onClose', () => cluster.close());
  app.get<{ Querystring: { since?: string } }>(
    '/admin/cluster/lines',
    { preHandler: app.requireAdmin },
    (req) => {
      const since = Number(req.query.since ?? 0);
      return {
        code: 0,
        msg: 'ok',
        data: {
          instanceId: cluster.instanceId,
          lines: app.lineTimings.since(Number.isFinite(since) ? since : 0),
        },
      };
    },
  );
  app.get('/admin/cluster', { preHandler: app.requireAdmin }, () => ({
    code: 0,
    msg: 'ok',
    data: {
      instanceId: cluster.instanceId,
      mode: cluster.mode,
      leader: cluster.leader.isLeader(),
      timedWork: Object.fromEntries(workLog.get(cluster) ?? []),
    },
  }));
}

function createLocalTimeLog(): TimeLog {
  const logs = new Map<string, { times: number[]; expiresAt: number }>();
  return {
    recent(key) {
      const log = logs.get(key);
      if (log && log.expiresAt <= Date.now()) logs.delete(key);
      return Promise.resolve(log && log.expiresAt > Date.now() ? [...log.times] : []);
    },
    add(key, at, keep, ttlMs) {
      const now = Date.now();
      for (const [k, v] of logs) if (v.expiresAt <= now) logs.delete(k);
      const times = [...(logs.get(key)?.times ?? []), at].slice(-keep);
      logs.set(key, { times, expiresAt: now + ttlMs });
      return Promise.resolve();
    },
  };
}
