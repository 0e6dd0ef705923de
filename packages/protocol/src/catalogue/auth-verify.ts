import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { ackOutput, emptyInput, idString, loginName, noCache, verifyCode } from './common.ts';

const SPEC = '§7 Auth';

/** The call and login name a verify ticket is issued for (spec §4; `verifyScopeOf`). */
const verifyScope = z.object({ call: z.string().min(1).max(64), name: z.string().max(64) }).strict();

/**
 * Security verification (spec §4: image code, AFS and Anji, each defaulting to 1), the gateway
 * `/api/gw/ic/verify` handshake and dormant-member calls; paths are `/api/member/auth/<verb>/v<n>`.
 */
export const authVerifyCalls = {
  geetestRegister: defineCall({
    id: 'auth.geetestRegister',
    path: '/api/member/auth/geetest/register/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: emptyInput,
    output: z.object({
      gt: z.string(),
      challenge: z.string(),
      success: z.boolean(),
      newCaptcha: z.boolean(),
    }),
    summary: 'Start a geetest challenge.',
    spec: SPEC,
  }),
  geetestValidate: defineCall({
    id: 'auth.geetestValidate',
    path: '/api/member/auth/geetest/validate/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z
      .object({
        challenge: z.string().max(128),
        validate: z.string().max(128),
        seccode: z.string().max(256),
        scope: verifyScope.optional(),
      })
      .strict(),
    output: z.object({ passed: z.boolean(), ticket: z.string() }),
    summary: 'Validate a geetest answer; the ticket feeds safeCheck.',
    spec: SPEC,
  }),
  captchaExRegister: defineCall({
    id: 'auth.captchaExRegister',
    path: '/api/member/auth/captchaEx/register/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: emptyInput,
    output: z.object({
      captchaId: idString,
      // Each type defaults to 1 (enabled), spec §4.
      image: z.number().int().default(1),
      afs: z.number().int().default(1),
      anji: z.number().int().default(1),
    }),
    summary: 'Open a verification session and say which of image / AFS / Anji are on (§4).',
    spec: SPEC,
  }),
  captchaExGet: defineCall({
    id: 'auth.captchaExGet',
    path: '/api/member/auth/captchaEx/get/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z.object({ captchaId: idString, captchaType: z.enum(['blockPuzzle', 'clickWord']) }).strict(),
    output: z.object({
      token: z.string(),
      secretKey: z.string(),
      originalImageBase64: z.string(),
      jigsawImageBase64: z.string().nullable(),
      wordList: z.array(z.string()).nullable(),
    }),
    summary: 'Get an Anji-style puzzle.',
    spec: SPEC,
  }),
  captchaExCheck: defineCall({
    id: 'auth.captchaExCheck',
    path: '/api/member/auth/captchaEx/check/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z
      .object({
        captchaId: idString,
        captchaType: z.enum(['blockPuzzle', 'clickWord']),
        token: z.string().max(256),
        pointJson: z.string().max(2048),
      })
      .strict(),
    output: z.object({ passed: z.boolean(), captchaVerification: z.string() }),
    summary: 'Check a puzzle answer.',
    spec: SPEC,
  }),
  icVerify: defineCall({
    id: 'auth.icVerify',
    path: '/api/gw/ic/verify',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z
      .object({
        type: z.enum(['image', 'afs', 'anji']),
        ticket: z.string().min(1).max(4096),
        captchaId: idString,
        // The ticket serves only a retry of this call with this login name; without it, no call.
        scope: verifyScope.optional(),
      })
      .strict(),
    output: z.object({ passed: z.boolean() }),
    summary: 'Gateway verification handshake; the response header carries a token the client saves.',
    spec: SPEC,
  }),
  dormantCheck: defineCall({
    id: 'auth.dormantCheck',
    path: '/api/member/auth/dormant/check/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z.object({ name: loginName }).strict(),
    output: z.object({
      dormant: z.boolean(),
      maskedPhone: z.string().nullable(),
      maskedEmail: z.string().nullable(),
    }),
    summary:
      'Dormant-member check: dormant after 90 days without login (docs/member-profile.md); masked contacts for the activation code.',
    spec: '§4',
  }),
  dormantActivate: defineCall({
    id: 'auth.dormantActivate',
    path: '/api/member/auth/dormant/activate/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: z.object({ name: loginName, code: verifyCode }).strict(),
    output: ackOutput,
    summary:
      'Activate a dormant member with a code sent by sendCode (scene dormant) to the bound phone or email.',
    spec: '§4',
  }),
} as const;
