import { CLIENT_SEED_PATTERN, CRASH_CLIENT_SEED } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db } from '../../db/db.ts';
import { revealedSeed, rotateSeed } from './fair-repository.ts';
import { loadLaunch } from './play-service.ts';
import { bustedRoundByHash } from './crash-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/**
 * Rotates the seed pair of the ticket's member: the old server seed is revealed (every round played on
 * it can now be verified) and a new one is committed by its hash, with the member's new client seed or
 * the old one. Demo launches have no pair: each demo round reveals its one-off seed at once.
 */
export async function rotateSeedForTicket(
  db: Db,
  input: { ticket: string; clientSeed?: string | undefined },
  now: number,
) {
  if (input.clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(input.clientSeed))
    throw new GatewayError(ErrorCode.badInput, msg('games.badClientSeed'), {
      field: 'clientSeed',
    });
  return db.transaction(async (tx) => {
    const launch = await loadLaunch(tx, input.ticket, now);
    if (launch.demo || launch.memberId === null)
      throw new GatewayError(ErrorCode.badInput, msg('games.demoSeedFixed'));
    const { revealed, next } = await rotateSeed(tx, launch.memberId, input.clientSeed, now);
    return {
      revealed: {
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
        clientSeed: revealed.clientSeed,
        rounds: revealed.nonce,
      },
      seed: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
    };
  });
}

/**
 * A public server seed by its hash, for the verification page: a member's rotated seed, or the seed of a
 * crash round that has busted (one round, client seed `arena-crash`). An active seed stays secret.
 */
export async function revealSeedByHash(db: Db, hash: string, now: number) {
  const seed = await revealedSeed(db, hash);
  if (!seed) {
    const round = await bustedRoundByHash(db, hash, now);
    if (round)
      return {
        serverSeed: round.serverSeed,
        serverSeedHash: round.serverSeedHash,
        clientSeed: CRASH_CLIENT_SEED,
        rounds: 1,
      };
  }
  if (!seed) throw new GatewayError(ErrorCode.notFound, msg('games.serverSeedHidden'));
  return {
    serverSeed: seed.serverSeed,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    rounds: seed.nonce,
  };
}
