import type { Queryable } from '../../db/db.ts';
import type { VenueCategory, VenueInfo } from './game-repository.ts';

/*
 * The read a real-money round starts with (play-service.ts `playRound`), as one statement: the launch
 * locked for the round's transaction, its venue, game name and tags (which pick the engine), and the
 * round this request already played, if any (a repeated request answers it).
 */

/** A `game_launch` row as the round reads it. */
export interface LaunchDbRow {
  ticket: string;
  member_id: number | null;
  venue_code: string;
  game_code: string;
  channel_code: string | null;
  demo: boolean;
  demo_balance: number;
  rollback_address: string;
  auto_transfer: boolean;
  left_at: Date | null;
  expires_at: Date;
}

/** A played round with its seed pair's public half, as the page shows it. */
export interface PlayedRoundRow {
  round_no: string;
  stake: number;
  payout: number;
  detail: string;
  created_at: Date;
  engine: string | null;
  nonce: number | null;
  outcome: unknown;
  server_seed_hash: string | null;
  client_seed: string | null;
}

export interface RoundContext {
  launch: LaunchDbRow;
  venue: VenueInfo | null;
  gameName: string | null;
  tags: string[];
  /** The round this ticket already played for the request id, or null. */
  played: PlayedRoundRow | null;
}

type Row = LaunchDbRow & {
  v_code: string | null;
  v_name: string | null;
  v_category: VenueCategory | null;
  v_status: number | null;
  v_maintain_message: string | null;
  v_logo_url: string | null;
  v_enabled: boolean | null;
  game_name: string | null;
  tags: string[] | null;
  r_round_no: string | null;
  r_stake: number | null;
  r_payout: number | null;
  r_detail: string | null;
  r_created_at: Date | null;
  r_engine: string | null;
  r_nonce: number | null;
  r_outcome: unknown;
  s_server_seed_hash: string | null;
  s_client_seed: string | null;
};

/** The launch of `ticket` locked for the transaction, with what a round needs; null when unknown. */
export async function lockRoundContext(
  q: Queryable,
  ticket: string,
  requestId: string,
): Promise<RoundContext | null> {
  const { rows } = await q.query<Row>(
    `select l.ticket, l.member_id, l.venue_code, l.game_code, l.channel_code, l.demo, l.demo_balance,
            l.rollback_address, l.auto_transfer, l.left_at, l.expires_at,
            v.code as v_code, v.name as v_name, v.category as v_category, v.status as v_status,
            v.maintain_message as v_maintain_message, v.logo_url as v_logo_url, v.enabled as v_enabled,
            g.name as game_name,
            (select array_agg(t.tag order by t.tag) from game_tag t
              where t.venue_code = l.venue_code and t.game_code = l.game_code) as tags,
            r.round_no as r_round_no, r.stake as r_stake, r.payout as r_payout, r.detail as r_detail,
            r.created_at as r_created_at, r.engine as r_engine, r.nonce as r_nonce, r.outcome as r_outcome,
            s.server_seed_hash as s_server_seed_hash, s.client_seed as s_client_seed
       from game_launch l
       left join venue v on v.code = l.venue_code
       left join game g on g.venue_code = l.venue_code and g.game_code = l.game_code
       left join game_round r on r.ticket = l.ticket and r.request_id = $2
       left join game_seed s on s.id = r.seed_id
      where l.ticket = $1
      for update of l`,
    [ticket, requestId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    launch: r,
    venue:
      r.v_code === null
        ? null
        : {
            code: r.v_code,
            name: r.v_name ?? r.v_code,
            category: r.v_category as VenueCategory,
            status: r.v_status ?? 0,
            maintainMessage: r.v_maintain_message,
            logoUrl: r.v_logo_url ?? '',
            enabled: r.v_enabled === true,
          },
    gameName: r.game_name,
    tags: r.tags ?? [],
    played:
      r.r_round_no === null
        ? null
        : {
            round_no: r.r_round_no,
            stake: r.r_stake ?? 0,
            payout: r.r_payout ?? 0,
            detail: r.r_detail ?? '',
            created_at: r.r_created_at ?? new Date(0),
            engine: r.r_engine,
            nonce: r.r_nonce,
            outcome: r.r_outcome,
            server_seed_hash: r.s_server_seed_hash,
            client_seed: r.s_client_seed,
          },
  };
}

const ROUND_COLUMNS = `r.round_no, r.stake, r.payout, r.detail, r.created_at, r.engine, r.nonce, r.outcome,
  s.server_seed_hash, s.client_seed`;
const ROUND_FROM = 'game_round r left join game_seed s on s.id = r.seed_id';

/** A ticket's last rounds, newest first, with their seed pairs' public halves. */
export async function lastTicketRounds(
  q: Queryable,
  ticket: string,
  limit: number,
): Promise<PlayedRoundRow[]> {
  const { rows } = await q.query<PlayedRoundRow>(
    `select ${ROUND_COLUMNS} from ${ROUND_FROM} where r.ticket = $1 order by r.created_at desc limit $2`,
    [ticket, limit],
  );
  return rows;
}

/** A settled round as the game page's record keeps it. */
export interface NewRound {
  roundNo: string;
  memberId: number;
  ticket: string;
  requestId: string;
  venueCode: string;
  gameCode: string;
  channelCode: string | null;
  stake: number;
  payout: number;
  detail: string;
  at: number;
  engine: string;
  seedId: number | null;
  nonce: number | null;
  /** What was bet and what came out, kept as JSON for replays and verification. */
  outcome: unknown;
}

export async function insertRound(q: Queryable, r: NewRound): Promise<void> {
  await q.query(
    `insert into game_round (round_no, member_id, ticket, request_id, venue_code, game_code, channel_code,
       stake, payout, detail, created_at, engine, seed_id, nonce, outcome)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      r.roundNo,
      r.memberId,
      r.ticket,
      r.requestId,
      r.venueCode,
      r.gameCode,
      r.channelCode,
      r.stake,
      r.payout,
      r.detail,
      new Date(r.at),
      r.engine,
      r.seedId,
      r.nonce,
      JSON.stringify(r.outcome),
    ],
  );
}
