import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_VERIFY_TYPES } from '@arena/domain';
import { ErrorCode, LOGICAL_HEADERS, catalogue, type VerifyScope } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { GatewayError, notFound } from '../../gateway/gateway-error.ts';
import {
  MAX_WRONG_TRIES,
  findChallenge,
  insertChallenge,
  markSolved,
  purgeExpiredChallenges,
  recordWrongTry,
  refusalOf,
  type Challenge,
  type ChallengeRefusal,
} from './challenge-repository.ts';
import { CLICK_WORD_TARGETS, newCaptchaChallenge, newGeetestChallenge } from './challenge-factory.ts';
import {
  GEETEST_ID,
  clickWordMatches,
  geetestMatches,
  imageCodeMatches,
  sliderMatches,
} from './answer-check.ts';
import { imageCodePng, puzzleBackgroundPng, puzzlePiecePng } from './raster-art.ts';
import { clickWordPng } from './click-word-art.ts';
import { NO_SCOPE } from './verify-ticket-repository.ts';
import { verifyTicketStoreOf } from './verify-ticket-store.ts';
import { msg } from '../../gateway/user-messages.ts';

const REFUSAL_MESSAGES: Record<ChallengeRefusal | 'wrong', string> = {
  wrong: msg('auth.wrongCode'),
  expired: msg('verify.expired'),
  locked: msg('verify.locked'),
};

/**
 * Every refusal is the spec §5/§8 "verification code error" 10409; `data.reason` tells the dialog
 * whether to let the member try again ('wrong') or to start a fresh challenge ('expired', 'locked').
 */
function refused(reason: ChallengeRefusal | 'wrong', remaining = 0): GatewayError {
  return new GatewayError(ErrorCode.verificationCode, REFUSAL_MESSAGES[reason], { reason, remaining });
}

/** The challenge, or the 10409 refusal when it is unknown, used, expired or out of tries. */
async function liveChallenge(app: FastifyInstance, id: string, kind: Challenge['kind']): Promise<Challenge> {
  const challenge = await findChallenge(app.db, id, kind);
  const refusal = refusalOf(challenge);
  if (refusal || !challenge) throw refused(refusal ?? 'expired');
  return challenge;
}

/** Counts a wrong answer and reports how many are left. */
async function wrongAnswer(app: FastifyInstance, id: string): Promise<GatewayError> {
  const remaining = await recordWrongTry(app.db, id);
  return remaining > 0 ? refused('wrong', remaining) : refused('locked');
}

/** The scope a ticket is issued for, with the login name compared as the gateway compares it. */
const scopeOf = (scope: VerifyScope | undefined): VerifyScope =>
  scope ? { call: scope.call, name: scope.name.trim().toLowerCase() } : NO_SCOPE;

export interface VerifyRouteOptions {
  /**
   * Whether the geetest stand-in hands out tickets. Its proof of work costs a bot no more than a
   * phone, so it is off unless a test server asks for it (docs/decisions.md "Security verification").
   */
  geetestStandIn?: boolean;
}

/**
 * Security verification (spec §4): the captchaEx session (image code, slider = AFS stand-in,
 * click-word = Anji stand-in), the `/api/gw/ic/verify` exchange that hands out the single-use ticket
 * in the `x-qc` header, the geetest stand-in, and the operator's answer sheet for browser tests.
 */
export function registerVerifyRoutes(app: FastifyInstance, opts: VerifyRouteOptions = {}): void {
  const tickets = verifyTicketStoreOf(app.db, app.cluster);
  registerCall(app, catalogue.auth.captchaExRegister, async () => {
    const now = new Date();
    await purgeExpiredChallenges(app.db, now);
    await tickets.purge(now);
    const challenge = newCaptchaChallenge();
    await insertChallenge(app.db, challenge, now);
    return {
      captchaId: challenge.id,
      image: DEFAULT_VERIFY_TYPES.imageCode,
      afs: DEFAULT_VERIFY_TYPES.afs,
      anji: DEFAULT_VERIFY_TYPES.anji,
    };
  });

  registerCall(app, catalogue.site.captchaImage, async ({ uuid }, { reply }) => {
    const challenge = await liveChallenge(app, uuid, 'captcha');
    // Blob call: the bytes go out as they are (the gateway does not wrap or seal a sent reply).
    void reply
      .type('image/png')
      .header('cache-control', 'no-store')
      .send(imageCodePng(challenge.imageCode ?? '', challenge.seed));
    return null;
  });

  registerCall(app, catalogue.auth.captchaExGet, async ({ captchaId, captchaType }) => {
    const c = await liveChallenge(app, captchaId, 'captcha');
    const common = { token: c.token ?? '', secretKey: '' }; // secretKey '': pointJson travels as plain JSON
    if (captchaType === 'blockPuzzle') {
      return {
        ...common,
        originalImageBase64: puzzleBackgroundPng(c.puzzleX ?? 0, c.puzzleY ?? 0, c.seed).toString('base64'),
        jigsawImageBase64: puzzlePiecePng(c.puzzleY ?? 0, c.seed).toString('base64'),
        wordList: null,
      };
    }
    const words = c.clickWords ?? [];
    return {
      ...common,
      originalImageBase64: clickWordPng(words, c.seed).toString('base64'),
      jigsawImageBase64: null,
      wordList: words.slice(0, CLICK_WORD_TARGETS).map((w) => w.word),
    };
  });

  registerCall(app, catalogue.auth.captchaExCheck, async ({ captchaId, captchaType, token, pointJson }) => {
    const c = await liveChallenge(app, captchaId, 'captcha');
    const right =
      token === c.token &&
      (captchaType === 'blockPuzzle'
        ? sliderMatches(c.puzzleX ?? Number.NaN, pointJson)
        : clickWordMatches(c.clickWords ?? [], pointJson));
    if (!right) {
      const remaining = await recordWrongTry(app.db, c.id);
      if (remaining === 0) throw refused('locked');
      return { passed: false, captchaVerification: '' };
    }
    if (!(await markSolved(app.db, c.id))) throw refused('expired');
    const pass = await tickets.issuePass(captchaType === 'blockPuzzle' ? 'afs' : 'anji', c.id, new Date());
    return { passed: true, captchaVerification: pass };
  });

  registerCall(app, catalogue.auth.icVerify, async ({ type, ticket, captchaId, scope }, { reply }) => {
    const now = new Date();
    if (type === 'image') {
      const c = await liveChallenge(app, captchaId, 'captcha');
      if (!imageCodeMatches(c.imageCode ?? '', ticket)) throw await wrongAnswer(app, c.id);
      if (!(await markSolved(app.db, c.id))) throw refused('expired');
    } else if (!(await tickets.spendPass(type, captchaId, ticket, now))) {
      throw refused('expired');
    }
    void reply.header(LOGICAL_HEADERS.verifyToken, await tickets.issueTicket(scopeOf(scope), now));
    return { passed: true };
  });

  registerCall(app, catalogue.auth.geetestRegister, async () => {
    // Off: geetest's own "failback" answer (success false), which tells a client to use another check.
    if (!opts.geetestStandIn) return { gt: GEETEST_ID, challenge: '', success: false, newCaptcha: true };
    const challenge = newGeetestChallenge();
    await insertChallenge(app.db, challenge);
    return { gt: GEETEST_ID, challenge: challenge.id, success: true, newCaptcha: true };
  });

  registerCall(app, catalogue.auth.geetestValidate, async ({ challenge, validate, seccode, scope }) => {
    if (!opts.geetestStandIn) throw refused('expired');
    const c = await liveChallenge(app, challenge, 'geetest');
    if (!geetestMatches(c.id, validate, seccode)) {
      const remaining = await recordWrongTry(app.db, c.id);
      if (remaining === 0) throw refused('locked');
      return { passed: false, ticket: '' };
    }
    if (!(await markSolved(app.db, c.id))) throw refused('expired');
    return { passed: true, ticket: await tickets.issueTicket(scopeOf(scope), new Date()) };
  });

  const adminParams = z.object({ captchaId: z.string().min(1).max(64) });
  app.get('/admin/verify/:captchaId', { preHandler: app.requireAdmin }, async (req, reply) => {
    const params = adminParams.safeParse(req.params);
    const c = params.success ? await findChallenge(app.db, params.data.captchaId, 'captcha') : null;
    if (!c) {
      const err = notFound('challenge');
      return reply.code(404).send({ code: err.code, msg: err.message, data: null });
    }
    return {
      code: ErrorCode.ok,
      msg: 'ok',
      data: {
        imageCode: c.imageCode,
        puzzleX: c.puzzleX,
        clickWordPoints: (c.clickWords ?? []).slice(0, CLICK_WORD_TARGETS).map(({ x, y }) => ({ x, y })),
        wrongTries: c.wrongTries,
        maxWrongTries: MAX_WRONG_TRIES,
      },
    };
  });
}
