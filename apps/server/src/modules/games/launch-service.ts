import { randomBytes } from 'node:crypto';
import { venueMaintenanceText } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { autoTransferEnabled, moveAllIntoVenue } from '../wallet/venue-transfer-service.ts';
import { findGame, findGameVenue, firstGame, listChannels, type VenueInfo } from './game-repository.ts';
import { insertLaunch } from './launch-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** A launch ticket lives 2 hours, or until the member leaves the game. */
export const LAUNCH_TTL_MS = 2 * 60 * 60 * 1000;
/** Demo credits of a demo launch, in fen (2 000 元 of play credits). */
export const DEMO_CREDITS = 200_000;

export interface LaunchInput {
  venueCode: string;
  gameCode?: string | undefined;
  channelCode?: string | undefined;
  resetDpDomain: boolean;
  rollbackAddress: string;
  isUseCache: boolean;
}

/** The spec §4 refusal of a venue that is not usable (status != 0), with a clear Chinese message. */
export function maintenanceError(venue: VenueInfo): GatewayError {
  const text = venue.maintainMessage
    ? venueMaintenanceText(venue.name, venue.maintainMessage)
    : msg('games.venueMaintenance', { name: venue.name });
  return new GatewayError(ErrorCode.venueMaintenance, text, {
    venueCode: venue.code,
  });
}

/** A usable venue and game for a launch, or the refusal (10200 unknown, 10230 maintenance, 10261 off). */
async function resolveTarget(q: Queryable, input: LaunchInput, demo: boolean) {
  const venue = await findGameVenue(q, input.venueCode);
  if (!venue || !venue.enabled) throw new GatewayError(ErrorCode.notFound, msg('games.venueNotFound'));
  if (venue.status !== 0) throw maintenanceError(venue);
  const game = input.gameCode
    ? await findGame(q, venue.code, input.gameCode)
    : await firstGame(q, venue.code);
  if (!game) throw new GatewayError(ErrorCode.notFound, msg('games.gameNotFound'));
  if (!game.enabled) throw new GatewayError(ErrorCode.gameUnavailable, msg('games.gameOff'));
  if (demo && !game.demoAvailable) throw new GatewayError(ErrorCode.gameUnavailable, msg('games.noDemo'));
  if (input.channelCode) {
    const channel = (await listChannels(q, venue.code)).find((c) => c.channelCode === input.channelCode);
    if (!channel) throw new GatewayError(ErrorCode.notFound, msg('games.channelNotFound'));
    if (channel.status !== 0)
      throw new GatewayError(
        ErrorCode.venueMaintenance,
        msg('games.channelMaintenance', { name: channel.name }),
      );
  }
  return { venue, game };
}

/**
 * Launches a game: checks venue and game, moves the whole main balance into the venue when
 * the member's auto-transfer is on, and issues the launch ticket the game page and its calls use.
 * Answers the page's same-origin path.
 */
export async function launchGame(
  db: Db,
  opts: { memberId: number | null; demo: boolean; input: LaunchInput; now: number },
): Promise<{ url: string; ticket: string }> {
  const { venue, game } = await resolveTarget(db, opts.input, opts.demo);
  const ticket = randomBytes(32).toString('base64url');
  let autoTransfer = false;
  let movedIn = 0;
  if (!opts.demo && opts.memberId !== null && (await autoTransferEnabled(db, opts.memberId))) {
    autoTransfer = true;
    movedIn = await moveAllIntoVenue(db, opts.memberId, venue.code, `game-launch:${ticket}`);
  }
  await insertLaunch(db, {
    ticket,
    memberId: opts.demo ? null : opts.memberId,
    venueCode: venue.code,
    gameCode: game.gameCode,
    channelCode: opts.input.channelCode ?? null,
    demo: opts.demo,
    demoBalance: opts.demo ? DEMO_CREDITS : 0,
    rollbackAddress: opts.input.rollbackAddress,
    autoTransfer,
    resetDpDomain: opts.input.resetDpDomain,
    useCache: opts.input.isUseCache,
    movedIn,
    createdAt: new Date(opts.now),
    expiresAt: new Date(opts.now + LAUNCH_TTL_MS),
  });
  const path = `/play/${encodeURIComponent(venue.code)}/${encodeURIComponent(game.gameCode)}`;
  return { url: `${path}?ticket=${ticket}`, ticket };
}
