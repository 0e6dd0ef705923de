import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  emptyInput,
  epochMs,
  idString,
  listOf,
  money,
  noCache,
  paged,
  pagingShape,
  tokenCache,
} from './common.ts';

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
      /** The operator's note when the application was rejected. */
      rejectReason: z.string().nullable().optional(),
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
        /** Where the applicant means to promote (a group, a channel, a site). */
        channel: z.string().max(100).optional(),
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
  members: defineCall({
    id: 'agent.members',
    path: '/api/agent/members/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        ...pagingShape,
        period: z
          .string()
          .regex(/^\d{4}-W\d{2}$/)
          .optional(),
      })
      .strict(),
    output: paged(
      z.object({
        name: z.string(),
        registeredAt: epochMs,
        /** Settled CNY deposits in the period, fen. */
        deposit: money,
        /** Valid turnover (settled stakes) in the period, fen. */
        turnover: money,
      }),
    ).extend({
      period: z.string(),
      /** The periods the page can show, newest first (ISO weeks, Beijing time). */
      periods: z.array(z.string()),
      totals: z.object({ deposit: money, turnover: money }),
    }),
    summary: 'An active agent: the members registered through the agent code, per period.',
    spec: SPEC,
  }),
  commissions: defineCall({
    id: 'agent.commissions',
    path: '/api/agent/commissions/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object(pagingShape).strict(),
    output: paged(
      z.object({
        period: z.string(),
        memberCount: z.number().int().nonnegative(),
        deposit: money,
        turnover: money,
        /** Commission paid to the main wallet, fen. */
        amount: money,
        paidAt: epochMs,
      }),
    ),
    summary: 'An active agent: the commission of each settled period.',
    spec: SPEC,
  }),
} as const;
