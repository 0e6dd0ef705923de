import type { FastifyInstance } from 'fastify';
import { ErrorCode, catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
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

/**
 * Member profile and security calls (spec §7 "Member"; docs/member-profile.md). Every handler acts on
 * the session's own member only: no input names another member.
 */
export function registerMemberRoutes(app: FastifyInstance): void {
  const now = () => new Date(app.now());

  registerCall(app, m.getMemberInfoForWeb, async (_input, ctx) => {
    // Opening the app counts as the day's login for the points task.
    await recordDailyLogin(app.db, ctx.member.id, app.now());
    return memberInfo(app.db, ctx.member.id);
  });
  registerCall(app, m.updateNickName, async (input, ctx) => {
    await updateNickName(app.db, ctx.member.id, input.nickName);
    return OK;
  });
  registerCall(app, m.addressGet, (_input, ctx) => getAddress(app.db, ctx.member.id));
  registerCall(app, m.addressUpdate, async (input, ctx) => {
    await updateAddress(app.db, ctx.member.id, input);
    return OK;
  });
  registerCall(app, m.realNameGet, (_input, ctx) => getRealName(app.db, ctx.member.id));
  registerCall(app, m.realNameSet, async (input, ctx) => {
    await setRealName(app.db, ctx.member.id, input.realName);
    return OK;
  });

  registerCall(app, m.avatarList, async (_input, ctx) => ({
    list: await listAvatars(app.db, ctx.member.id),
  }));
  registerCall(app, m.avatarInsert, (input, ctx) => insertAvatar(app.db, ctx.member.id, input.image, now()));
  registerCall(app, m.avatarDelete, async (input, ctx) => {
    await deleteAvatar(app.db, ctx.member.id, input.avatarId);
    return OK;
  });
  registerCall(app, m.avatarUpdate, async (input, ctx) => {
    await selectAvatar(app.db, ctx.member.id, input.avatarId);
    return OK;
  });

  registerCall(app, m.updateInfoValV4, async (input, ctx) => {
    await bindPhone(app.db, ctx.member.id, input, now());
    return OK;
  });
  registerCall(app, m.updateInfoValV5, async (input, ctx) => {
    await bindEmail(app.db, ctx.member.id, input, now());
    return OK;
  });

  registerCall(app, m.withdrawPasswordSet, async (input, ctx) => {
    await setWithdrawPassword(app.db, ctx.member.id, input.password);
    return OK;
  });
  registerCall(app, m.withdrawPasswordReset, async (input, ctx) => {
    await resetWithdrawPassword(app.db, ctx.member.id, input, now());
    return OK;
  });
  registerCall(app, m.withdrawPasswordUpdate, async (input, ctx) => {
    await updateWithdrawPassword(app.db, ctx.member.id, input, now());
    return OK;
  });
  registerCall(app, m.withdrawPasswordGet, (_input, ctx) =>
    withdrawPasswordState(app.db, ctx.member.id, now()),
  );
  registerCall(app, m.withdrawPasswordConfirm, (input, ctx) =>
    confirmWithdrawPassword(app.db, ctx.member.id, input.password, now()),
  );

  registerCall(app, m.nameModifySubmit, async (input, ctx) => {
    await submitNameReview(app.db, ctx.member.id, input, now());
    return OK;
  });
  registerCall(app, m.nameModifyStatus, (_input, ctx) => reviewStatus(app.db, ctx.member.id, 'name'));
  registerCall(app, m.phoneModifySubmit, async (input, ctx) => {
    await submitPhoneReview(app.db, ctx.member.id, input, now());
    return OK;
  });
  registerCall(app, m.phoneModifyStatus, (_input, ctx) => reviewStatus(app.db, ctx.member.id, 'phone'));

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
