import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { depositCounters, finishDeposit } from './deposit-service.ts';
import { finishWithdraw } from './withdraw-service.ts';
import { operatorOrderLists } from './order-list-service.ts';
import { checkLedger } from './ledger-check.ts';
import { memberBalances } from './ledger.ts';
import { accrueYebInterest } from './yeb-service.ts';
import { readDepositProof } from './wallet-repository.ts';
import { memberIdByName } from '../auth/member-directory.ts';

const orderParams = z.object({ orderNo: z.string().min(1).max(64) });
const reasonBody = z.object({ reason: z.string().max(200).optional() }).strict();
const nameParams = z.object({ name: z.string().min(1).max(64) });

/** Answers a GatewayError as `{ code, msg, data }` with a fitting HTTP status. */
function fail(reply: FastifyReply, err: unknown) {
  if (!(err instanceof GatewayError)) throw err;
  const status = err.code === ErrorCode.notFound ? 404 : err.code === ErrorCode.badInput ? 400 : 409;
  return reply.code(status).send({ code: err.code, msg: err.message, data: err.data });
}

const badRequest = (reply: FastifyReply, msg: string) =>
  reply.code(400).send({ code: ErrorCode.badInput, msg, data: null });

/**
 * Operator endpoints of the wallet (bearer ADMIN_TOKEN), the simulated payment channel and payout desk:
 * settle / reject deposit orders, pay / reject withdrawals, check the ledger, read a member's
 * balances and counters, read a stored proof, run the interest job.
 */
export function registerWalletAdminRoutes(app: FastifyInstance): void {
  const admin = { preHandler: app.requireAdmin };

  const depositAction = (outcome: 'settle' | 'reject') =>
    app.post(`/admin/finance/deposits/:orderNo/${outcome}`, admin, async (req, reply) => {
      const params = orderParams.safeParse(req.params);
      const body = reasonBody.safeParse(req.body ?? {});
      if (!params.success || !body.success) return badRequest(reply, 'invalid order number or body');
      try {
        const data = await finishDeposit(app.db, params.data.orderNo, outcome, app.now(), body.data.reason);
        return { code: ErrorCode.ok, msg: 'ok', data };
      } catch (err) {
        return fail(reply, err);
      }
    });
  depositAction('settle');
  depositAction('reject');

  const withdrawAction = (outcome: 'pay' | 'reject') =>
    app.post(`/admin/finance/withdrawals/:orderNo/${outcome}`, admin, async (req, reply) => {
      const params = orderParams.safeParse(req.params);
      const body = reasonBody.safeParse(req.body ?? {});
      if (!params.success || !body.success) return badRequest(reply, 'invalid order number or body');
      try {
        const data = await finishWithdraw(app.db, params.data.orderNo, outcome, app.now(), body.data.reason);
        return { code: ErrorCode.ok, msg: 'ok', data };
      } catch (err) {
        return fail(reply, err);
      }
    });
  withdrawAction('pay');
  withdrawAction('reject');

  // Orders waiting for the operator, newest first (the browser tests find their order here too).
  app.get('/admin/finance/orders', admin, async () => {
    return { code: ErrorCode.ok, msg: 'ok', data: await operatorOrderLists(app.db) };
  });

  app.get('/admin/ledger/check', admin, async () => {
    const data = await checkLedger(app.db);
    return { code: ErrorCode.ok, msg: 'ok', data };
  });

  app.get('/admin/finance/members/:name', admin, async (req, reply) => {
    const params = nameParams.safeParse(req.params);
    if (!params.success) return badRequest(reply, 'invalid name');
    const id = await memberIdByName(app.db, params.data.name);
    if (id === null)
      return reply.code(404).send({ code: ErrorCode.notFound, msg: 'member not found', data: null });
    return {
      code: ErrorCode.ok,
      msg: 'ok',
      data: { balances: await memberBalances(app.db, id), deposits: await depositCounters(app.db, id) },
    };
  });

  app.get('/admin/finance/proofs/:id', admin, async (req, reply) => {
    const id = z.object({ id: z.string().regex(/^\d{1,15}$/) }).safeParse(req.params);
    if (!id.success) return badRequest(reply, 'invalid id');
    const row = await readDepositProof(app.db, Number(id.data.id));
    if (!row) return reply.code(404).send({ code: ErrorCode.notFound, msg: 'proof not found', data: null });
    return reply
      .type(row.mime)
      .header('content-security-policy', "default-src 'none'")
      .send(Buffer.from(row.data));
  });

  app.post('/admin/finance/interest/run', admin, async () => ({
    code: ErrorCode.ok,
    msg: 'ok',
    data: await accrueYebInterest(app.db, app.now()),
  }));
}
