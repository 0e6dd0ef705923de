import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { findMemberByLogin } from '../auth/member-directory.ts';
import { jobHistory } from '../jobs/job-service.ts';
import { countGrants, listCoupons, memberGrants, memberOffers, upsertCoupon } from './grant-repository.ts';
import { turnoverStatus } from './grant-service.ts';
import { decideMaterial, operatorMaterials } from './material-service.ts';
import { submissionFile } from './material-repository.ts';
import { pointsConfig, tasksFor, updatePointsConfig, updateTask } from './points-repository.ts';
import { isPeriod } from './reward-periods.ts';
import { REWARD_JOBS, duePeriod, runRewardJob, type RewardJob } from './rewards-jobs.ts';
import {
  memberReward,
  rebateRates,
  setRebateRate,
  setTags,
  updateVipLevel,
  vipLevels,
} from './vip-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

const fen = z.number().int().min(0).max(100_000_000_000);
const levelBody = z
  .object({
    name: z.string().min(1).max(20),
    depositRequired: fen,
    turnoverRequired: fen,
    upgradeGift: fen,
    birthdayGift: fen,
    monthDividend: fen,
    weekDividend: fen,
    monthTurnoverRequired: fen,
    weekTurnoverRequired: fen,
    withdrawTimesPerDay: z.number().int().min(0).max(100),
    privileges: z.string().max(200),
  })
  .strict();
const levelParams = z.object({ level: z.coerce.number().int().min(0).max(99) });
const rateBody = z
  .object({
    level: z.number().int().min(0).max(99),
    category: z.string().regex(/^[a-z]{2,16}$/),
    rateBp: z.number().int().min(0).max(10_000),
  })
  .strict();
const nameParams = z.object({ name: z.string().min(1).max(64) });
const tagsBody = z.object({ blackTag: z.boolean().optional(), noLevelTag: z.boolean().optional() }).strict();
const couponBody = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9]{4,32}$/),
    title: z.string().min(1).max(60),
    amount: fen.refine((v) => v > 0),
    turnoverMultiple: z.number().int().min(0).max(100).default(1),
    maxUses: z.number().int().min(1).max(10_000_000),
    validFrom: z.number().int().nonnegative().nullable().default(null),
    validTo: z.number().int().nonnegative().nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .strict();
const jobParams = z.object({ job: z.enum(REWARD_JOBS as [RewardJob, ...RewardJob[]]) });
const jobBody = z.object({ period: z.string().max(16).optional() }).strict();
const pointsConfigBody = z
  .object({
    enabled: z.boolean(),
    exchangeRate: z.string().regex(/^\d{1,6}(\.\d{1,6})?$/),
    rules: z.string().max(2000),
  })
  .strict();
const taskParams = z.object({ id: z.coerce.number().int().positive() });
const taskBody = z
  .object({
    title: z.string().min(1).max(40),
    points: z.number().int().min(1).max(1_000_000),
    target: z.number().int().min(1).max(10_000),
    enabled: z.boolean(),
  })
  .strict();
const materialQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
const materialParams = z.object({ id: z.coerce.number().int().positive() });
const decisionBody = z.object({ note: z.string().max(200).default('') }).strict();
const fileParams = z.object({
  id: z.coerce.number().int().positive(),
  idx: z.coerce.number().int().min(0).max(9),
});

const ok = (data: unknown) => ({ code: ErrorCode.ok, msg: 'ok', data });
const bad = (reply: FastifyReply, msg: string) =>
  reply.code(400).send({ code: ErrorCode.badInput, msg, data: null });
function fail(reply: FastifyReply, err: unknown) {
  if (!(err instanceof GatewayError)) throw err;
  const status = err.code === ErrorCode.notFound ? 404 : err.code === ErrorCode.badInput ? 400 : 409;
  return reply.code(status).send({ code: err.code, msg: err.message, data: err.data });
}

/**
 * Operator endpoints of rewards and VIP (bearer ADMIN_TOKEN; docs/rewards.md "Operator"): levels and
 * rebate rates, member tags and state, coupons, points rules, material reviews, and running a job
 * period now.
 */
export function registerRewardsAdminRoutes(app: FastifyInstance): void {
  const admin = { preHandler: app.requireAdmin };
  const db = app.db;

  app.get('/admin/rewards/vip-levels', admin, async () =>
    ok({ levels: await vipLevels(db), rates: await rebateRates(db) }),
  );
  app.put('/admin/rewards/vip-levels/:level', admin, async (req, reply) => {
    const p = levelParams.safeParse(req.params);
    const b = levelBody.safeParse(req.body);
    if (!p.success || !b.success) return bad(reply, msg('rewards.adminBadLevel'));
    if (!(await updateVipLevel(db, { level: p.data.level, ...b.data })))
      return reply
        .code(404)
        .send({ code: ErrorCode.notFound, msg: msg('rewards.adminLevelNotFound'), data: null });
    return ok({ level: p.data.level });
  });
  app.put('/admin/rewards/rebate-rates', admin, async (req, reply) => {
    const b = rateBody.safeParse(req.body);
    if (!b.success) return bad(reply, msg('rewards.adminBadRebate'));
    await setRebateRate(db, b.data.level, b.data.category, b.data.rateBp);
    return ok(b.data);
  });

  const member = async (reply: FastifyReply, params: unknown) => {
    const p = nameParams.safeParse(params);
    if (!p.success) return null;
    return findMemberByLogin(db, p.data.name);
  };
  app.get('/admin/rewards/members/:name', admin, async (req, reply) => {
    const m = await member(reply, req.params);
    if (!m)
      return reply
        .code(404)
        .send({ code: ErrorCode.notFound, msg: msg('common.memberNotFound'), data: null });
    return ok({
      name: m.name,
      reward: await memberReward(db, m.id),
      turnover: await turnoverStatus(db, m.id),
      grants: await memberGrants(db, m.id),
      offers: await memberOffers(db, m.id),
    });
  });
  app.post('/admin/rewards/members/:name/tags', admin, async (req, reply) => {
    const b = tagsBody.safeParse(req.body ?? {});
    if (!b.success) return bad(reply, msg('rewards.adminBadTag'));
    const m = await member(reply, req.params);
    if (!m)
      return reply
        .code(404)
        .send({ code: ErrorCode.notFound, msg: msg('common.memberNotFound'), data: null });
    await setTags(db, m.id, b.data);
    const r = await memberReward(db, m.id);
    return ok({ name: m.name, blackTag: r.blackTag, noLevelTag: r.noLevelTag });
  });

  app.get('/admin/rewards/coupons', admin, async () => ok({ list: await listCoupons(db) }));
  app.post('/admin/rewards/coupons', admin, async (req, reply) => {
    const b = couponBody.safeParse(req.body);
    if (!b.success) return bad(reply, msg('rewards.adminBadCoupon'));
    await upsertCoupon(db, { ...b.data, code: b.data.code.toUpperCase() });
    return ok({
      code: b.data.code.toUpperCase(),
      uses: await countGrants(db, 'coupon', b.data.code.toUpperCase()),
    });
  });

  app.get('/admin/rewards/jobs/:job', admin, async (req, reply) => {
    const p = jobParams.safeParse(req.params);
    if (!p.success) return bad(reply, msg('rewards.adminBadTaskName'));
    return ok({ due: duePeriod(p.data.job, app.now()), runs: await jobHistory(db, p.data.job) });
  });
  app.post('/admin/rewards/jobs/:job/run', admin, async (req, reply) => {
    const p = jobParams.safeParse(req.params);
    const b = jobBody.safeParse(req.body ?? {});
    if (!p.success || !b.success) return bad(reply, msg('rewards.adminBadTask'));
    const job = p.data.job;
    const period = b.data.period ?? duePeriod(job, app.now());
    const valid =
      job === 'rebate-daily'
        ? /^\d{4}-\d{2}-\d{2}$/.test(period) && !Number.isNaN(Date.parse(`${period}T00:00:00Z`))
        : isPeriod(job === 'dividend-month' ? 'month' : 'week', period);
    if (!valid) return bad(reply, msg('rewards.adminBadPeriod'));
    try {
      return ok(await runRewardJob(db, job, period, app.now()));
    } catch (err) {
      return fail(reply, err);
    }
  });

  app.get('/admin/rewards/points', admin, async () =>
    ok({ config: await pointsConfig(db), tasks: await tasksFor(db, 0, '2000-01-01', true) }),
  );
  app.put('/admin/rewards/points/config', admin, async (req, reply) => {
    const b = pointsConfigBody.safeParse(req.body);
    if (!b.success) return bad(reply, msg('rewards.adminBadPoints'));
    await updatePointsConfig(db, b.data);
    return ok(b.data);
  });
  app.put('/admin/rewards/points/tasks/:id', admin, async (req, reply) => {
    const p = taskParams.safeParse(req.params);
    const b = taskBody.safeParse(req.body);
    if (!p.success || !b.success) return bad(reply, msg('rewards.adminBadTask'));
    if (!(await updateTask(db, { id: p.data.id, ...b.data })))
      return reply.code(404).send({ code: ErrorCode.notFound, msg: msg('rewards.taskNotFound'), data: null });
    return ok({ id: p.data.id });
  });

  app.get('/admin/rewards/materials', admin, async (req, reply) => {
    const q = materialQuery.safeParse(req.query ?? {});
    if (!q.success) return bad(reply, msg('common.badStatus'));
    return ok({ list: await operatorMaterials(db, q.data.status ?? 'pending') });
  });
  for (const outcome of ['approve', 'reject'] as const)
    app.post(`/admin/rewards/materials/:id/${outcome}`, admin, async (req, reply) => {
      const p = materialParams.safeParse(req.params);
      const b = decisionBody.safeParse(req.body ?? {});
      if (!p.success || !b.success) return bad(reply, msg('rewards.adminBadReview'));
      try {
        return ok(
          await decideMaterial(db, p.data.id, outcome === 'approve' ? 'approved' : 'rejected', b.data.note),
        );
      } catch (err) {
        return fail(reply, err);
      }
    });
  app.get('/admin/rewards/materials/:id/files/:idx', admin, async (req, reply) => {
    const p = fileParams.safeParse(req.params);
    if (!p.success) return bad(reply, msg('rewards.adminBadFile'));
    const f = await submissionFile(db, p.data.id, p.data.idx);
    if (!f)
      return reply
        .code(404)
        .send({ code: ErrorCode.notFound, msg: msg('rewards.adminFileNotFound'), data: null });
    return reply.type(f.mime).header('x-content-type-options', 'nosniff').send(f.bytes);
  });
}
