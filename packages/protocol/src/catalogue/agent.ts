import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { emptyInput, epochMs, idString, listOf, noCache, tokenCache } from './common.ts';

const SPEC = '§7, §6 Agent';

/** Agent calls (spec §6 "Agent: check, join and contact calls"); paths are `/api/agent/<verb>/v1`. */
export const agentCalls = {
  check: defineCall({
    id: 'agent.check',
    path: '/api/agent/check/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: z.object({
      isAgent: z.boolean(),
      applyStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
      agentCode: z.string().nullable(),
      appliedAt: epochMs.nullable(),
    }),
    summary: 'Agent status of the member and any pending application.',
    spec: SPEC,
  }),
  join: defineCall({
    id: 'agent.join',
    path: '/api/agent/join/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        contactType: z.enum(['phone', 'qq', 'wechat', 'telegram', 'email']),
        contact: z.string().min(3).max(64),
        remark: z.string().max(200).optional(),
      })
      .strict(),
    output: z.object({ applyId: idString, applyStatus: z.enum(['pending', 'approved']) }),
    summary: 'Apply to become an agent.',
    spec: SPEC,
  }),
  contact: defineCall({
    id: 'agent.contact',
    path: '/api/agent/contact/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: tokenCache,
    input: emptyInput,
    output: listOf(
      z.object({ type: z.enum(['qq', 'wechat', 'telegram', 'email', 'url']), value: z.string() }),
    ),
    summary: 'How to contact the agent desk.',
    spec: SPEC,
  }),
} as const;
