import { formatMoney } from '@arena/domain';
import { ErrorCode } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { memberRound } from '../games/round-directory.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Round numbers as the games module writes them ('R' + time + random); anything else is not a round. */
const ROUND_NO = /^R[0-9A-Z]{6,40}$/;

const notYours = () => new GatewayError(ErrorCode.chatOrderNotYours, msg('chat.orderNotYours'));

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
  const round = await memberRound(db, roundNo, memberId);
  if (!round) throw notYours();
  const { stake, payout } = round;
  const result = payout > 0 ? `赢 ${formatMoney(payout, 'CNY')}` : '未中';
  const parts = [
    round.venue,
    round.game ?? round.gameCode,
    round.detail,
    `投注 ${formatMoney(stake, 'CNY')}`,
    result,
  ];
  return { ok: true, text: parts.filter((p): p is string => Boolean(p)).join(' · ') };
}
