import { formatMoney } from '@arena/domain';
import { ErrorCode } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';

/** Round numbers as the games module writes them ('R' + time + random); anything else is not a round. */
const ROUND_NO = /^R[0-9A-Z]{6,40}$/;

const notYours = () => new GatewayError(ErrorCode.chatOrderNotYours, '注单不存在或不是您的注单，无法分享');

/**
 * The text of a shared order (晒单, msgType 2; docs/chat.md "Shared orders"): `content` is a round
 * number, which must be one of the sender's own settled game rounds (else 10287 and nothing is
 * stored). The line shows the game, the round's detail, the stake and the result, e.g.
 * `Arena电子 · 骰子大小 · 押大 · 掷出 5 · 投注 10.00 · 赢 19.50`. Money is fen, formatted here
 * because the stored line is text.
 */
export async function composeSharedOrder(
  db: Queryable,
  memberId: number,
  content: string,
): Promise<{ ok: true; text: string }> {
  const roundNo = content.trim();
  if (!ROUND_NO.test(roundNo)) throw notYours();
  const { rows } = await db.query<{
    venue: string | null;
    game: string | null;
    game_code: string;
    detail: string;
    stake: string | number;
    payout: string | number;
  }>(
    `select v.name as venue, g.name as game, r.game_code, r.detail, r.stake, r.payout
       from game_round r
       left join venue v on v.code = r.venue_code
       left join game g on g.venue_code = r.venue_code and g.game_code = r.game_code
      where r.round_no = $1 and r.member_id = $2`,
    [roundNo, memberId],
  );
  const round = rows[0];
  if (!round) throw notYours();
  const stake = Number(round.stake);
  const payout = Number(round.payout);
  const result = payout > 0 ? `赢 ${formatMoney(payout, 'CNY')}` : '未中';
  const parts = [
    round.venue,
    round.game ?? round.game_code,
    round.detail,
    `投注 ${formatMoney(stake, 'CNY')}`,
    result,
  ];
  return { ok: true, text: parts.filter((p): p is string => Boolean(p)).join(' · ') };
}
