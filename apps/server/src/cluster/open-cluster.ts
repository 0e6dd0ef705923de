import { alwaysLeader, createMemoryCluster, type Cluster } from './cluster.ts';
import { createPgLeader } from './pg-leader.ts';
import { createRedisCluster } from './redis-cluster.ts';
import { createRedisEnvelopeStore } from './redis-envelope-store.ts';
import { createValueSealer } from './sealed-value.ts';

/**
 * The cluster an instance runs in, from its configuration: with REDIS_URL the shared parts live in
 * Redis; with DATABASE_URL the timed work follows a PostgreSQL advisory lock (one leader among the
 * instances); with neither, everything stays in this process as a single instance always did.
 */
export async function openCluster(
  config: { redisUrl: string | undefined; databaseUrl: string | undefined; redisSecret: string | undefined },
  log: (msg: string, err?: unknown) => void = () => undefined,
): Promise<Cluster> {
  const leader = config.databaseUrl ? createPgLeader(config.databaseUrl, log) : alwaysLeader;
  if (!config.redisUrl) {
    const memory = createMemoryCluster();
    return { ...memory, leader, close: () => leader.close() };
  }
  if (!config.redisSecret) throw new Error('REDIS_SECRET is required with REDIS_URL');
  const sealer = createValueSealer(config.redisSecret);
  const shared = await createRedisCluster(config.redisUrl, leader);
  return Object.assign(shared, { envelope: createRedisEnvelopeStore(shared.redis, sealer) });
}
