import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { emptyInput, epochMs, money, noCache } from './common.ts';

const SPEC = '§1 Members deposit and transfer to venues (responsible play, docs/responsible-play.md)';

const limitKind = z.enum(['deposit', 'loss', 'session']);

/** One limit as the member sees it: the value in force, what is waiting out the cooling-off, and use. */
const limitView = z.object({
  kind: limitKind,
  /** 'session' for the session time limit (minutes); else the counting period. */
  period: z.enum(['day', 'week', 'month', 'session']),
  /** In force now: fen for deposit and loss, minutes for session; null = no limit. */
  amount: z.number().int().nullable(),
  /** A raise or removal waiting out the cooling-off (amount null = removal), or null. */
  pending: z.object({ amount: z.number().int().nullable(), effectiveAt: epochMs }).nullable(),
  /** Used in the current period (fen), or minutes into the current session. */
  used: z.number().int(),
  /** When the period resets (start of the next day, week or month, site time). */
  resetsAt: epochMs.nullable(),
});

const exclusionView = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  startsAt: epochMs,
  endsAt: epochMs,
  setBy: z.enum(['member', 'operator']),
});

const sessionView = z.object({
  startedAt: epochMs,
  elapsedMs: z.number().int().nonnegative(),
  stakes: money,
  wins: money,
  /** Wins minus stakes in this session (negative = the member is down). */
  net: money,
});

/** Everything the responsible-play screen and the reality check show. */
export const responsibleStatus = z.object({
  limits: z.array(limitView),
  /** Reality-check interval in minutes, or null when off. */
  realityMinutes: z.number().int().nullable(),
  session: sessionView.nullable(),
  /** When the next reality check is due during the running session, or null. */
  realityDueAt: epochMs.nullable(),
  exclusion: exclusionView.nullable(),
  /**
   * True for a member with no date of birth on record (created before the 18+ rule: seed, operator
   * tools): deposits, transfers into venues and stakes wait for `responsible.confirmAge`.
   */
  birthDateNeeded: z.boolean().optional(),
});
export type ResponsibleStatus = z.output<typeof responsibleStatus>;

/** A date of birth `YYYY-MM-DD`; the 18+ rule itself is `birthDateProblem` (packages/domain). */
const birthDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请输入有效的出生日期');

/** Operator console (`/api/ops`, docs/responsible-play.md): add a time-out or self-exclusion. */
export const opsExcludeInput = z
  .object({
    kind: z.enum(['timeout', 'self_exclusion']),
    /** Time-out length in days (1–42). */
    days: z.number().int().min(1, '冷静期为 1–42 天').max(42, '冷静期为 1–42 天').optional(),
    /** Self-exclusion length in months (6–60). */
    months: z.number().int().min(6, '自我禁入为 6–60 个月').max(60, '自我禁入为 6–60 个月').optional(),
    note: z.string().trim().max(200, '备注不超过 200 字').optional(),
  })
  .strict()
  .refine((b) => (b.kind === 'timeout' ? b.days !== undefined : b.months !== undefined), {
    message: '冷静期须给出天数（1–42），自我禁入须给出月数（6–60）',
  });

/** A member name in an operator path. */
export const opsMemberParams = z
  .object({ name: z.string().trim().min(1, '请输入会员账号').max(64) })
  .strict();

/** What an operator sees of one member's responsible play: the status and every exclusion. */
export const opsResponsibleView = responsibleStatus.extend({
  memberName: z.string(),
  /** The date of birth on record, or null when the member has not given one yet. */
  birthDate: z.string().nullable(),
  exclusions: z.array(
    exclusionView.extend({ id: z.string(), note: z.string().nullable(), createdAt: epochMs }),
  ),
});
export type OpsResponsibleView = z.output<typeof opsResponsibleView>;

const netRow = z.object({ stakes: money, wins: money, net: money });
const statementRow = z.object({
  /** Site day 'YYYY-MM-DD'. */
  day: z.string(),
  deposits: money,
  withdrawals: money,
  stakes: money,
  wins: money,
  bonuses: money,
});

/** Responsible-play calls: limits, reality check, time-out and self-exclusion, history. */
export const responsibleCalls = {
  status: defineCall({
    id: 'responsible.status',
    path: '/api/member/responsible/status/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: responsibleStatus,
    summary: 'Limits (with pending raises), reality-check setting, the running play session, any exclusion.',
    spec: SPEC,
  }),
  setLimit: defineCall({
    id: 'responsible.setLimit',
    path: '/api/member/responsible/limit/set/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        kind: limitKind,
        period: z.enum(['day', 'week', 'month', 'session']),
        /** fen for deposit and loss (≤ 99,999,999.99 元), minutes for session; null removes the limit. */
        amount: z.number().int().positive().max(9_999_999_999).nullable(),
      })
      .strict(),
    output: responsibleStatus,
    summary: 'Set, lower (at once), raise or remove (after 24 hours) one limit.',
    spec: SPEC,
  }),
  cancelPending: defineCall({
    id: 'responsible.cancelPending',
    path: '/api/member/responsible/limit/cancel/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ kind: limitKind, period: z.enum(['day', 'week', 'month', 'session']) }).strict(),
    output: responsibleStatus,
    summary: 'Cancel a raise or removal still waiting out its cooling-off.',
    spec: SPEC,
  }),
  setRealityCheck: defineCall({
    id: 'responsible.setRealityCheck',
    path: '/api/member/responsible/reality/set/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ minutes: z.number().int().min(15).max(120).nullable() }).strict(),
    output: responsibleStatus,
    summary: 'Reality-check interval, 15 to 120 minutes, or off.',
    spec: SPEC,
  }),
  realityAnswer: defineCall({
    id: 'responsible.realityAnswer',
    path: '/api/member/responsible/reality/answer/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ action: z.enum(['continue', 'stop']) }).strict(),
    output: responsibleStatus,
    summary: 'The member answers a reality check: continue (next check in N minutes) or stop the session.',
    spec: SPEC,
  }),
  exclude: defineCall({
    id: 'responsible.exclude',
    path: '/api/member/responsible/exclude/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        kind: z.enum(['timeout', 'self_exclusion']),
        /** Time-out length in days (1–42). */
        days: z.number().int().min(1).max(42).optional(),
        /** Self-exclusion length in months (6–60). */
        months: z.number().int().min(6).max(60).optional(),
        /** The member ticked that it cannot be undone. */
        confirm: z.literal(true),
      })
      .strict()
      .refine((v) => (v.kind === 'timeout' ? v.days !== undefined : v.months !== undefined), {
        message: '冷静期须选择天数（1–42），自我禁入须选择月数（6–60）',
      }),
    output: responsibleStatus,
    summary: 'Start a time-out (1 to 42 days) or self-exclusion (6 to 60 months); cannot be ended early.',
    spec: SPEC,
  }),
  confirmAge: defineCall({
    id: 'responsible.confirmAge',
    path: '/api/member/responsible/age/confirm/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ birthDate }).strict(),
    output: responsibleStatus,
    summary:
      'A member without a date of birth on record gives it once (18+ or refused) before any deposit, transfer or stake.',
    spec: SPEC,
  }),
  history: defineCall({
    id: 'responsible.history',
    path: '/api/member/responsible/history/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: z.object({
      day: netRow,
      week: netRow,
      month: netRow,
      /** Days with activity in the last three months, newest first. */
      statement: z.array(statementRow),
      totals: statementRow.omit({ day: true }),
    }),
    summary: 'Net position per day, week and month, and the three-month activity statement.',
    spec: SPEC,
  }),
};
