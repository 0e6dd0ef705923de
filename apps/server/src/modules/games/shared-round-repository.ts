import type { Queryable } from '../../db/db.ts';

/** One settled game round of a member with its venue and game names, as the chat's 晒单 line shows it. */
export interface SharedRound {
  venue: string | null;
  game: string | null;
  gameCode: string;
  detail: string;
  stake: number;
  payout: number;
}

/** Round `roundNo` if it is the member's, else null. */
export async function memberRound(
  q: Queryable,
  roundNo: string,
  memberId: number,
): Promise<SharedRound | null> {
  const { rows } = await q.query<{
    venue: string | null;
    game: string | null;
    game_code: string;
    detail: string;
    stake: number;
    payout: number;
  }>(
    `select v.name as venue, g.name as game, r.game_code, r.detail, r.stake, r.payout
       from game_round r
       left join venue v on v.code = r.venue_code
       left join game g on g.venue_code = r.venue_code and g.game_code = r.game_code
      where r.round_no = $1 and r.member_id = $2`,
    [roundNo, memberId],
  );
  const r = rows[0];
  return r
    ? {
        venue: r.venue,
        game: r.game,
        gameCode: r.game_code,
        detail: r.detail,
        stake: r.stake,
        payout: r.payout,
      }
    : null;
}
