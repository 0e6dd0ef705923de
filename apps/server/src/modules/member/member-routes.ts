import type { FastifyInstance } from 'fastify';
import { ErrorCode, catalogue } from '@arena/protocol';
import { registerCall, type CallContext } from '../../gateway/register-call.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import {
  getAddress,
  getRealName,
  memberInfo,
  setRealName,
  updateAddress,
  updateNickName,
} from './profile-service.ts';
import {
  AVATAR_PATH,
  deleteAvatar,
  insertAvatar,
  listAvatars,
  readAvatar,
  selectAvatar,
} from './avatar-service.ts';
import { bindEmail, bindPhone } from './contact-bind-service.ts';
import {
  confirmWithdrawPassword,
  resetWithdrawPassword,
  setWithdrawPassword,
  updateWithdrawPassword,
  withdrawPasswordState,
} from './withdraw-password-service.ts';
import { reviewStatus, submitNameReview, submitPhoneReview } from './review-service.ts';
import { registerReviewAdminRoutes } from './review-admin-routes.ts';
import { recordDailyLogin } from '../rewards/member-reward-service.ts';

const m = catalogue.member;
const OK = { ok: true } as const;

/** The member of a member call (the gateway answers 10002 / 401 before the handler otherwise). */
function memberId(ctx: CallContext): number {
  if (!ctx.member) throw new GatewayError(ErrorCode.loginRequired, 'login required');
  return ctx.member.id;
}

/**
 * Member profile and security calls (spec §7 "Member"; docs/member-profile.md). Every handler acts on
 * the session's own member only: no input names another member.
 */
export function registerMemberRoutes(app: FastifyInstance): void {
  const now = () => new Date(app.now());

  registerCall(app, m.getMemberInfoForWeb, async (_input, ctx) => {
    // Opening the app counts as the day's login for the points task.
    await recordDailyLogin(app.db, memberId(ctx), app.now());
    return memberInfo(app.db, memberId(ctx));
  });
  registerCall(app, m.updateNickName, async (input, ctx) => {
    await updateNickName(app.db, memberId(ctx), input.nickName);
    return OK;
  });
  registerCall(app, m.addressGet, (_input, ctx) => getAddress(app.db, memberId(ctx)));
  registerCall(app, m.addressUpdate, async (input, ctx) => {
    await updateAddress(app.db, memberId(ctx), input);
    return OK;
  });
  registerCall(app, m.realNameGet, (_input, ctx) => getRealName(app.db, memberId(ctx)));
  registerCall(app, m.realNameSet, async (input, ctx) => {
    await setRealName(app.db, memberId(ctx), input.realName);
    return OK;
  });

  registerCall(app, m.avatarList, async (_input, ctx) => ({
    list: await listAvatars(app.db, memberId(ctx)),
  }));
  registerCall(app, m.avatarInsert, (input, ctx) => insertAvatar(app.db, memberId(ctx), input.image, now()));
  registerCall(app, m.avatarDelete, async (input, ctx) => {
    await deleteAvatar(app.db, memberId(ctx), input.avatarId);
    return OK;
  });
  registerCall(app, m.avatarUpdate, async (input, ctx) => {
    await selectAvatar(app.db, memberId(ctx), input.avatarId);
    return OK;
  });

  registerCall(app, m.updateInfoValV4, async (input, ctx) => {
    await bindPhone(app.db, memberId(ctx), input, now());
    return OK;
  });
  registerCall(app, m.updateInfoValV5, async (input, ctx) => {
    await bindEmail(app.db, memberId(ctx), input, now());
    return OK;
  });

  registerCall(app, m.withdrawPasswordSet, async (input, ctx) => {
    await setWithdrawPassword(app.db, memberId(ctx), input.password);
    return OK;
  });
  registerCall(app, m.withdrawPasswordReset, async (input, ctx) => {
    await resetWithdrawPassword(app.db, memberId(ctx), input, now());
    return OK;
  });
  registerCall(app, m.withdrawPasswordUpdate, async (input, ctx) => {
    await updateWithdrawPassword(app.db, memberId(ctx), input, now());
    return OK;
  });
  registerCall(app, m.withdrawPasswordGet, (_input, ctx) =>
    withdrawPasswordState(app.db, memberId(ctx), now()),
  );
  registerCall(app, m.withdrawPasswordConfirm, (input, ctx) =>
    confirmWithdrawPassword(app.db, memberId(ctx), input.password, now()),
  );

  registerCall(app, m.nameModifySubmit, async (input, ctx) => {
    await submitNameReview(app.db, memberId(ctx), input, now());
    return OK;
  });
  registerCall(app, m.nameModifyStatus, (_input, ctx) => reviewStatus(app.db, memberId(ctx), 'name'));
  registerCall(app, m.phoneModifySubmit, async (input, ctx) => {
    await submitPhoneReview(app.db, memberId(ctx), input, now());
    return OK;
  });
  registerCall(app, m.phoneModifyStatus, (_input, ctx) => reviewStatus(app.db, memberId(ctx), 'phone'));

  // Avatar images: plain GET (img src), same origin. Uploads never change under an id: cached a year.
  app.get<{ Params: { id: string } }>(`${AVATAR_PATH}:id`, async (req, reply) => {
    const avatar = /^[a-z0-9-]{1,32}$/.test(req.params.id) ? await readAvatar(app.db, req.params.id) : null;
    if (!avatar)
      return reply.code(404).send({ code: ErrorCode.notFound, msg: 'avatar not found', data: null });
    return reply
      .header('content-type', avatar.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(avatar.body);
  });

  registerReviewAdminRoutes(app);
}
