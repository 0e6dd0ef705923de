import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { idString, idempotencyKey, noCache, paged, pagingShape } from './common.ts';
import { predictionItem } from './news.ts';

const SPEC = '§7 News/soccer';

/**
 * Expert predictions as a member sees them (spec §7 "experts"): the list shows the member's unlocked
 * premium picks, and unlocking spends gold coins. They go to the API line, not the news domain: the
 * token and the ledger live there.
 */
export const predictionCalls = {
  list: defineCall({
    id: 'prediction.list',
    path: '/api/prediction/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object({ ...pagingShape, expertId: idString.optional(), matchId: idString.optional() }).strict(),
    output: paged(predictionItem),
    summary: "Expert predictions, newest kick-off first; a member's unlocked premium picks are shown.",
    spec: SPEC,
  }),
  unlock: defineCall({
    id: 'prediction.unlock',
    path: '/api/prediction/unlock/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ predictionId: idString, idempotencyKey }).strict(),
    output: z.object({
      prediction: predictionItem,
      spent: z.number().int().nonnegative(),
      gold: z.number().int().nonnegative(),
    }),
    summary:
      'Unlock a premium prediction with gold coins, once per member and prediction (a repeat costs nothing).',
    spec: SPEC,
  }),
} as const;
