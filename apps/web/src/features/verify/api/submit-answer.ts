import { LOGICAL_HEADERS, catalogue, type VerifyScope } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { PuzzleNotPassed, type VerifyAnswer, type VerifyKind } from '../verify-model.ts';

/**
 * `/api/gw/ic/verify`: trades a typed code or a puzzle pass for the single-use verify ticket, which
 * arrives in the `x-qc` response header (spec §7 "response header carries a token that is saved").
 */
async function exchangeForTicket(
  type: VerifyKind,
  ticket: string,
  captchaId: string,
  scope: VerifyScope | null,
): Promise<string> {
  // Written by the header callback; an object so the read below is not narrowed to its initial null.
  const seen: { ticket: string | null } = { ticket: null };
  const answer = await callGateway(
    catalogue.auth.icVerify,
    { type, ticket, captchaId, ...(scope ? { scope } : {}) },
    {
      // A wrong code is shown inline in the dialog, not as a toast as well.
      quiet: true,
      onHeaders: (headers) => {
        seen.ticket = headers.get(LOGICAL_HEADERS.verifyToken);
      },
    },
  );
  if (!answer.passed || !seen.ticket) throw new Error('verification passed without a ticket');
  return seen.ticket;
}

/**
 * Sends the member's answer and resolves with the verify ticket, bound to `scope` (the call and login
 * name that asked for it). A slider or click-word answer is checked first (captchaExCheck); its
 * `captchaVerification` is then exchanged like a typed code.
 */
export async function submitAnswer(
  captchaId: string,
  answer: VerifyAnswer,
  scope: VerifyScope | null = null,
): Promise<string> {
  if (answer.kind === 'image') return exchangeForTicket('image', answer.code.trim(), captchaId, scope);
  const check = await callGateway(
    catalogue.auth.captchaExCheck,
    {
      captchaId,
      captchaType: answer.kind === 'afs' ? 'blockPuzzle' : 'clickWord',
      token: answer.token,
      pointJson: JSON.stringify(answer.kind === 'afs' ? { x: answer.x, y: 5 } : answer.points),
    },
    { quiet: true },
  );
  if (!check.passed) throw new PuzzleNotPassed();
  return exchangeForTicket(answer.kind, check.captchaVerification, captchaId, scope);
}
