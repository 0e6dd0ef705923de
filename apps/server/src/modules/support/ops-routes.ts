import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ErrorCode,
  GatewayError,
  opsAnswerInput,
  opsCloseInput,
  opsCreateInput,
  opsIdParams,
  opsLinesQuery,
  opsLoginInput,
  opsSendInput,
} from '@arena/protocol';
import type { SupportDeps } from './support-service.ts';
import type { OperatorRow } from './operator-repository.ts';
import {
  answerOffline,
  consoleList,
  createOperator,
  customerDetails,
  offlineList,
  operatorClose,
  operatorLines,
  operatorLogin,
  operatorLogout,
  operatorOf,
  operatorSend,
  takeConversationFor,
} from './ops-service.ts';

/** The console's API prefix: plain JSON, an operator session token instead of the member envelope. */
export const OPS_PREFIX = '/api/ops';

const STATUS: Partial<Record<number, number>> = {
  [ErrorCode.badInput]: 400,
  [ErrorCode.uploadRejected]: 400,
  [ErrorCode.supportOperatorAuth]: 401,
  [ErrorCode.notFound]: 404,
  [ErrorCode.conflict]: 409,
  [ErrorCode.supportTaken]: 409,
  [ErrorCode.supportNotYours]: 409,
};

const HAS_CJK = /[\u4e00-\u9fff]/;

/** Parses with a shared schema; a refusal names the field in Chinese and nothing is written. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  const msg = first && HAS_CJK.test(first.message) ? first.message : `输入无效：${first?.path || '请求'}`;
  throw new GatewayError(ErrorCode.badInput, msg, { issues });
}

const bearer = (req: FastifyRequest) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];

type Handler = (req: FastifyRequest) => Promise<unknown>;

/** Answers `{ code, msg, data }`; a GatewayError gets its HTTP status from the table above. */
const answer = (run: Handler) => async (req: FastifyRequest, reply: FastifyReply) => {
  try {
    reply.header('cache-control', 'no-store');
    return { code: ErrorCode.ok, msg: 'ok', data: await run(req) };
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    return reply.code(STATUS[err.code] ?? 400).send({ code: err.code, msg: err.message, data: err.data });
  }
};

/**
 * The operator console API under /api/ops (docs/customer-service.md): sign-in, the conversation lists,
 * taking (one operator wins), lines (long-poll), replies, the member's details, closing, and the
 * offline form's answers. Plus `/admin/support/operators` to create an account with the ADMIN token.
 */
export function registerOpsRoutes(app: FastifyInstance, deps: SupportDeps): void {
  const { db } = deps;
  const signedIn = (run: (op: OperatorRow, req: FastifyRequest) => Promise<unknown>) =>
    answer(async (req) => run(await operatorOf(db, bearer(req), app.now()), req));
  const idOf = (req: FastifyRequest) => Number(parse(opsIdParams, req.params).id);

  app.post(
    `${OPS_PREFIX}/login`,
    answer(async (req) => {
      const input = parse(opsLoginInput, req.body);
      return operatorLogin(db, input.name, input.password, app.now());
    }),
  );
  app.post(
    `${OPS_PREFIX}/logout`,
    answer(async (req) => {
      const token = bearer(req);
      if (token) await operatorLogout(db, token);
      return { ok: true };
    }),
  );
  app.get(
    `${OPS_PREFIX}/me`,
    signedIn((op) => Promise.resolve({ id: op.id, name: op.name, displayName: op.displayName })),
  );
  app.get(
    `${OPS_PREFIX}/conversations`,
    signedIn(async (op) => consoleList(db, op.id)),
  );
  app.post(
    `${OPS_PREFIX}/conversations/:id/take`,
    signedIn(async (op, req) => takeConversationFor(deps, op, idOf(req), app.now())),
  );
  app.get(
    `${OPS_PREFIX}/conversations/:id/lines`,
    signedIn(async (op, req) => {
      const q = parse(opsLinesQuery, req.query);
      return operatorLines(deps, op, idOf(req), { after: q.after, version: q.version, wait: q.wait === '1' });
    }),
  );
  app.post(
    `${OPS_PREFIX}/conversations/:id/send`,
    signedIn(async (op, req) => {
      const id = idOf(req);
      return operatorSend(deps, op, id, parse(opsSendInput, req.body), app.now());
    }),
  );
  app.post(
    `${OPS_PREFIX}/conversations/:id/close`,
    signedIn(async (op, req) => {
      const id = idOf(req);
      return operatorClose(deps, op, id, parse(opsCloseInput, req.body).note, app.now());
    }),
  );
  app.get(
    `${OPS_PREFIX}/conversations/:id/customer`,
    signedIn(async (_op, req) => customerDetails(db, idOf(req), app.now())),
  );
  app.get(
    `${OPS_PREFIX}/offline`,
    signedIn(async () => offlineList(db)),
  );
  app.post(
    `${OPS_PREFIX}/offline/:id/answer`,
    signedIn(async (op, req) => {
      const id = idOf(req);
      return answerOffline(db, op, id, parse(opsAnswerInput, req.body).answer, app.now());
    }),
  );

  app.post(
    '/admin/support/operators',
    { preHandler: app.requireAdmin },
    answer(async (req) => createOperator(db, parse(opsCreateInput, req.body))),
  );
}
