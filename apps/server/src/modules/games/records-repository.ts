import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable, SqlParam } from '../../db/db.ts';
import { CRASH_CLIENT_SEED } from '@arena/domain';
import { ZBYX } from './site-flags.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Record dates are calendar days in China time (UTC+8), the site's settlement zone. */
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest range one records query may ask for. */
export const MAX_RECORD_RANGE_DAYS = 92;

const dayStart = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

export interface RecordFilter {
  memberId: number;
  startDate: string;
  endDate: string;
  venueCode?: string | undefined;
  page: number;
  size: number;
  hideZbyx: boolean;
}

/** A member's settled rounds in a date range (newest first) with the totals of the whole range. */
export async function listGameRecords(q: Queryable, f: RecordFilter) {
  const from = dayStart(f.startDate);
  const to = dayStart(f.endDate) + DAY_MS;
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to)
    throw new GatewayError(ErrorCode.badInput, msg('games.recordsStartAfterEnd'), { field: 'startDate' });
  if (to - from > MAX_RECORD_RANGE_DAYS * DAY_MS)
    throw new GatewayError(
      ErrorCode.badInput,
      msg('games.recordsRangeTooLong', { maxDays: MAX_RECORD_RANGE_DAYS }),
      {
        field: 'endDate',
      },
    );
  const params: SqlParam[] = [f.memberId, new Date(from), new Date(to)];
  let where = 'r.member_id = $1 and r.created_at >= $2 and r.created_at < $3';
  if (f.venueCode) {
    params.push(f.venueCode.toLowerCase());
    where += ` and r.venue_code = $${params.length}`;
  }
  if (f.hideZbyx) where += ` and coalesce(r.channel_code, '') <> '${ZBYX}'`;
  const { rows: sums } = await q.query<{
    n: number;
    bet: number | null;
    wl: number | null;
  }>(
    `select count(*) as n, sum(r.stake) as bet, sum(r.payout - r.stake) as wl from game_round r where ${where}`,
    params,
  );
  const { rows } = await q.query<{
    round_no: string;
    venue_code: string;
    game_code: string;
    name: string | null;
    detail: string;
    stake: number;
    payout: number;
    created_at: Date;
    engine: string | null;
    nonce: number | null;
    server_seed_hash: string | null;
    client_seed: string | null;
  }>(
    `select r.round_no, r.venue_code, r.game_code, g.name, r.detail, r.stake, r.payout, r.created_at,
            r.engine, r.nonce, coalesce(s.server_seed_hash, c.server_seed_hash) as server_seed_hash,
            coalesce(s.client_seed, case when c.round_no is not null then '${CRASH_CLIENT_SEED}' end) as client_seed
       from game_round r left join game g on g.venue_code = r.venue_code and g.game_code = r.game_code
       left join game_seed s on s.id = r.seed_id
       left join crash_round c on r.engine = 'crash' and c.round_no = r.nonce
      where ${where} order by r.created_at desc, r.round_no desc
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, f.size, (f.page - 1) * f.size],
  );
  return {
    list: rows.map((r) => {
      const at = r.created_at.getTime();
      return {
        betId: r.round_no,
        venueCode: r.venue_code,
        gameCode: r.game_code,
        gameName: r.name ?? r.game_code,
        detail: r.detail,
        betAmount: r.stake,
        validAmount: r.stake,
        winLoss: r.payout - r.stake,
        status: 'settled' as const,
        betAt: at,
        settledAt: at,
        fair:
          r.engine && r.server_seed_hash && r.client_seed !== null && r.nonce !== null
            ? {
                engine: r.engine,
                serverSeedHash: r.server_seed_hash,
                clientSeed: r.client_seed,
                nonce: r.nonce,
              }
            : null,
      };
    }),
    total: sums[0]?.n ?? 0,
    page: f.page,
    size: f.size,
    totalBet: sums[0]?.bet ?? 0,
    totalWinLoss: sums[0]?.wl ?? 0,
  };
}
