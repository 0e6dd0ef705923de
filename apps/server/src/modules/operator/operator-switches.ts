import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { readSwitches, writeSiteConfig } from '../site/site-config-service.ts';

const callList = z.array(z.string().max(80)).max(200).default([]);

/**
 * Operator switches that make the spec §8 situations happen for real (maintenance, access caveat,
 * restriction, rate limits, forced verification, blocks, slow calls). Stored in `site_config` under
 * {@link SWITCHES_KEY}; every field optional on write, defaults off.
 * `calls`: catalogue ids the switch applies to; an empty list means every call it may apply to.
 */
export const operatorSwitches = z
  .object({
    /** Spec §4: status 0 leads to /maintenance, any other to /access-alert. */
    maintenance: z
      .object({ on: z.boolean(), status: z.number().int().min(0).max(9), message: z.string().max(500) })
      .default({ on: false, status: 0, message: '' }),
    /** Access caveat with a message: the client shows /access-alert with this data (spec §8). */
    accessCaveat: z
      .object({ on: z.boolean(), message: z.string().max(500) })
      .default({ on: false, message: '' }),
    accessRestriction: z.object({ on: z.boolean() }).default({ on: false }),
    tooManyVisitors: z.object({ on: z.boolean() }).default({ on: false }),
    rateLimit: z
      .object({
        on: z.boolean(),
        code: z.union([
          z.literal(ErrorCode.rateLimitedIp),
          z.literal(ErrorCode.rateLimitedMember),
          z.literal(ErrorCode.rateLimitedCall),
        ]),
        calls: callList,
      })
      .default({ on: false, code: ErrorCode.rateLimitedIp, calls: [] }),
    degraded: z.object({ on: z.boolean(), calls: callList }).default({ on: false, calls: [] }),
    robotCheck: z.object({ on: z.boolean(), calls: callList }).default({ on: false, calls: [] }),
    /** Need-safe: the call answers 10020 until a verification ticket comes with it (spec §4). */
    verification: z.object({ on: z.boolean(), calls: callList }).default({ on: false, calls: [] }),
    ipBlock: z
      .object({ on: z.boolean(), ips: z.array(z.string().max(64)).max(1000) })
      .default({ on: false, ips: [] }),
    deviceBlock: z
      .object({ on: z.boolean(), devices: z.array(z.string().max(128)).max(1000) })
      .default({ on: false, devices: [] }),
    /** Holds matching calls this long before answering (to exercise client timeouts, spec §8). */
    delay: z
      .object({ ms: z.number().int().min(0).max(60_000), calls: callList })
      .default({ ms: 0, calls: [] }),
  })
  .strict();

export type OperatorSwitches = z.output<typeof operatorSwitches>;
export const SWITCHES_KEY = 'operatorSwitches';

/** All switches off. */
export const SWITCHES_OFF: OperatorSwitches = operatorSwitches.parse({});

/** How long a process trusts its copy (another process may share the PostgreSQL database). */
const CACHE_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Operator switches (spec §8 situations on demand); the gateway reads them through its gate guard. */
    switches: SwitchBoard;
  }
}

/** Decorates `app.switches` with the board over the app's database (read by the operator routes). */
export function registerSwitchBoard(app: FastifyInstance): SwitchBoard {
  const board = createSwitchBoard(app.db);
  app.decorate('switches', board);
  return board;
}

export interface SwitchBoard {
  get(): Promise<OperatorSwitches>;
  /** Merges a partial update (each given switch replaced whole) and returns the result. */
  set(patch: unknown): Promise<OperatorSwitches>;
}

export function createSwitchBoard(db: Queryable, now: () => number = Date.now): SwitchBoard {
  let cached: { value: OperatorSwitches; at: number } | null = null;
  const read = async (q: Queryable) => {
    const parsed = operatorSwitches.safeParse(
      (await readSwitches(q, [SWITCHES_KEY])).get(SWITCHES_KEY) ?? {},
    );
    return parsed.success ? parsed.data : SWITCHES_OFF;
  };
  return {
    async get() {
      if (cached && now() - cached.at < CACHE_MS) return cached.value;
      cached = { value: await read(db), at: now() };
      return cached.value;
    },
    async set(patch) {
      const partial = operatorSwitches.partial().parse(patch);
      const next = operatorSwitches.parse({ ...(await read(db)), ...partial });
      await writeSiteConfig(db, SWITCHES_KEY, next);
      cached = { value: next, at: now() };
      return next;
    },
  };
}
