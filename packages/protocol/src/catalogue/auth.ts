import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  ackOutput,
  areaCode,
  bindStep,
  codeChannel,
  emailField,
  emptyInput,
  epochMs,
  idString,
  loginName,
  memberSummary,
  noCache,
  passwordField,
  phoneNumber,
  safeCheck,
  verifyCode,
} from './common.ts';

const SPEC = '§7 Auth';

/**
 * Login payload (spec §3): `timewd` is the encoded password, `oldPassword` the derived hash
 * (characters 2 to 17 of the source, §9), `flag` a login flavour whose meanings are not shown.
 */
const loginShape = {
  name: loginName,
  password: passwordField,
  flag: z.number().int().min(0).max(9),
  version: z.string().regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/),
  timewd: z.string().min(1).max(512),
  oldPassword: z.string().min(1).max(128),
  safeCheck: safeCheck.optional(),
};
/** Login payload input (spec §3). */
export const loginInput = z.object(loginShape).strict();
export type LoginInput = z.infer<typeof loginInput>;

/** Session granted by login and register; the token is stored as tb-token (spec §3). */
export const sessionOutput = z.object({
  token: z.string().min(16).max(1024),
  member: memberSummary,
  pendingBindSteps: z.array(bindStep),
  mustChangePassword: z.boolean(),
  mustBindPhone: z.boolean(),
});
export type SessionOutput = z.infer<typeof sessionOutput>;

const forgotTicket = z.object({ ticket: z.string().min(8).max(128) });

/** Step One of a forgot-password flow: identify the account and send a code (spec §7). */
function forgotOne<S extends z.ZodRawShape>(channel: 'phone' | 'email', key: string, target: S) {
  return defineCall({
    id: `auth.forgot${key}One`,
    path: `/api/member/auth/forgot/${channel}/one/v1`,
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z.object({ name: loginName, ...target, safeCheck: safeCheck.optional() }).strict(),
    output: forgotTicket.extend({ maskedTarget: z.string(), cooldownSeconds: z.number().int() }),
    summary: `Forgot password by ${channel}, step One: identify the account and send a code.`,
    spec: SPEC,
  });
}

/** Step Two: check the code, 10409 on mismatch (spec §5). */
function forgotTwo(channel: 'phone' | 'email', key: string) {
  return defineCall({
    id: `auth.forgot${key}Two`,
    path: `/api/member/auth/forgot/${channel}/two/v1`,
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: forgotTicket.extend({ code: verifyCode }).strict(),
    output: forgotTicket,
    summary: `Forgot password by ${channel}, step Two: check the code (10409 on mismatch).`,
    spec: SPEC,
  });
}

/** Step Three: set the new password. */
function forgotThree(channel: 'phone' | 'email', key: string) {
  return defineCall({
    id: `auth.forgot${key}Three`,
    path: `/api/member/auth/forgot/${channel}/three/v1`,
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: forgotTicket.extend({ password: passwordField, timewd: z.string().min(1).max(512) }).strict(),
    output: ackOutput,
    summary: `Forgot password by ${channel}, step Three: set the new password.`,
    spec: SPEC,
  });
}

const checkNameOutput = z.object({ available: z.boolean(), suggestion: z.string().nullable() });

/** Authentication calls (spec §7 "Auth"); paths are `/api/member/auth/<verb>/v<n>`. */
export const authCalls = {
  loginV3: defineCall({
    id: 'auth.loginV3',
    path: '/api/member/auth/login/v3',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    blankToken: true,
    cache: noCache,
    input: loginInput,
    output: sessionOutput,
    summary: 'Log in with the §3 login payload. Token blanked; may answer need-safe.',
    spec: SPEC,
  }),
  lgV5: defineCall({
    id: 'auth.lgV5',
    path: '/api/member/auth/lg/v5',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    blankToken: true,
    cache: noCache,
    input: loginInput,
    output: sessionOutput,
    summary: 'Log in, lg/v5 variant of the same payload. Token blanked.',
    spec: SPEC,
  }),
  signedLogin: defineCall({
    id: 'auth.signedLogin',
    path: '/api/member/auth/signedLogin/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    blankToken: true,
    cache: noCache,
    input: z.object({ ...loginShape, ts: epochMs, sign: z.string().regex(/^[0-9a-f]{32,128}$/) }).strict(),
    output: sessionOutput,
    summary:
      'Signed login; the path signature travels as `sign` + `ts` so the path stays static. Token blanked.',
    spec: SPEC,
  }),
  registerV4: defineCall({
    id: 'auth.registerV4',
    path: '/api/member/auth/register/v4',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z
      .object({
        name: z.string().min(4).max(16),
        password: passwordField,
        timewd: z.string().min(1).max(512),
        phone: phoneNumber.optional(),
        areaCode: areaCode.optional(),
        email: emailField.optional(),
        code: verifyCode.optional(),
        realName: z.string().min(2).max(48).optional(),
        // The 18+ rule needs the server's site day, so it runs in the handler (birthDateProblem).
        birthDate: z
          .string({ error: '请填写出生日期' })
          .regex(/^\d{4}-\d{2}-\d{2}$/, '出生日期格式应为 年-月-日（如 1990-01-31）'),
        inviteCode: z.string().max(32).optional(),
        recommenderCode: z.string().max(32).optional(),
        safeCheck: safeCheck.optional(),
      })
      .strict(),
    output: sessionOutput,
    summary:
      'Register; birthDate YYYY-MM-DD, 18+ (docs/responsible-play.md); inviteCode / recommenderCode come from i_code / r_code (§2).',
    spec: SPEC,
  }),
  checkNameV1: defineCall({
    id: 'auth.checkNameV1',
    path: '/api/member/auth/checkName/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z.object({ name: z.string().min(1).max(16) }).strict(),
    output: checkNameOutput,
    summary: 'Is this user name free.',
    spec: SPEC,
  }),
  checkNameV2: defineCall({
    id: 'auth.checkNameV2',
    path: '/api/member/auth/checkName/v2',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z.object({ phone: phoneNumber, areaCode }).strict(),
    output: checkNameOutput,
    summary: 'Is this phone number free.',
    spec: SPEC,
  }),
  checkNameV3: defineCall({
    id: 'auth.checkNameV3',
    path: '/api/member/auth/checkName/v3',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z.object({ email: emailField }).strict(),
    output: checkNameOutput,
    summary: 'Is this email free.',
    spec: SPEC,
  }),
  sendCodeV3: defineCall({
    id: 'auth.sendCodeV3',
    path: '/api/member/auth/sendCode/v3',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z
      .object({
        channel: codeChannel,
        target: z.string().min(4).max(128),
        areaCode: areaCode.optional(),
        scene: z.enum(['register', 'login', 'bindPhone', 'bindEmail', 'withdrawPassword', 'dormant']),
        safeCheck: safeCheck.optional(),
      })
      .strict(),
    output: z.object({ cooldownSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
    summary: 'Send a verification code by phone or email.',
    spec: SPEC,
  }),
  forgotPhoneOne: forgotOne('phone', 'Phone', { phone: phoneNumber, areaCode }),
  forgotPhoneTwo: forgotTwo('phone', 'Phone'),
  forgotPhoneThree: forgotThree('phone', 'Phone'),
  forgotEmailOne: forgotOne('email', 'Email', { email: emailField }),
  forgotEmailTwo: forgotTwo('email', 'Email'),
  forgotEmailThree: forgotThree('email', 'Email'),
  logout: defineCall({
    id: 'auth.logout',
    path: '/api/member/auth/logout/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: ackOutput,
    summary: 'End the session.',
    spec: SPEC,
  }),
  logoutSetup: defineCall({
    id: 'auth.logoutSetup',
    path: '/api/member/auth/logoutSetup/v1',
    method: 'POST',
    encoding: 'form',
    auth: 'member',
    cache: noCache,
    // Form-encoded: values travel as strings.
    input: z.object({ scope: z.enum(['current', 'others', 'all']) }).strict(),
    output: ackOutput,
    summary: 'Legacy form call: sign out this device, the other devices or all.',
    spec: SPEC,
  }),
  changePasswordCheck: defineCall({
    id: 'auth.changePasswordCheck',
    path: '/api/member/auth/changePassword/check/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: z.object({ mustChange: z.boolean(), reason: z.enum(['none', 'expired', 'weak', 'reset']) }),
    summary: 'Whether the password-change prompt must show (§4).',
    spec: SPEC,
  }),
  updatePass: defineCall({
    id: 'auth.updatePass',
    path: '/api/member/auth/updatePass/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({ oldPassword: passwordField, password: passwordField, timewd: z.string().min(1).max(512) })
      .strict(),
    output: ackOutput,
    summary: 'Change the login password; other sessions then end with passwordChanged (§8).',
    spec: SPEC,
  }),
  securityNoticeList: defineCall({
    id: 'auth.securityNoticeList',
    path: '/api/member/auth/securityNotice/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: z.object({
      list: z.array(
        z.object({
          id: idString,
          title: z.string(),
          content: z.string(),
          createdAt: epochMs,
          acknowledged: z.boolean(),
        }),
      ),
    }),
    summary: 'Security notices (e.g. login from a new device).',
    spec: SPEC,
  }),
  securityNoticeAck: defineCall({
    id: 'auth.securityNoticeAck',
    path: '/api/member/auth/securityNotice/ack/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ id: idString }).strict(),
    output: ackOutput,
    summary: 'Acknowledge a security notice.',
    spec: SPEC,
  }),
} as const;
