import type { FastifyInstance } from 'fastify';
import { ErrorCode, catalogue } from '@arena/protocol';
import { registerCall, type CallContext } from '../../gateway/register-call.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { registerActivityAdminRoutes } from './activity-admin-routes.ts';
import { grabEnvelope, envelopeInfo } from './activity-envelope-service.ts';
import { guessInfo, settleDueGuesses, submitGuess } from './activity-guess-service.ts';
import { barrierInfo, claimBarrier } from './activity-barrier-service.ts';
import {
  applyBackFlow,
  claimNovice,
  continuousInfo,
  firstDepositInfo,
  inviteInfo,
  inviteRecords,
  novicePackages,
} from './activity-member-service.ts';
import { drawInfo, drawOnce, signCalendar, signInfo, signToday } from './activity-play-service.ts';
import {
  applyPromotion,
  exchangeGift,
  frontBarrier,
  giftList,
  promotionDetail,
  promotionList,
} from './activity-promotion-service.ts';
import { sponsorEntries } from './activity-extras-repository.ts';
import { eligibility } from './activity-service.ts';

const c = catalogue.activity;

function memberId(ctx: CallContext): number {
  if (!ctx.member) throw new GatewayError(ErrorCode.loginRequired, 'login required');
  return ctx.member.id;
}

/** How often open guesses are settled from finished matches (also on every guess read). */
const SETTLE_INTERVAL_MS = 30_000;

/**
 * Activity and promotion calls (spec §7 "Activities"; docs/activities.md). Every claim pays through
 * the rewards core (ledger grant, turnover requirement, once per member/source/period) and answers
 * activityBlacklist for black-tagged or no-level members (spec §6, §8).
 */
export function registerActivityRoutes(app: FastifyInstance): void {
  const db = app.db;
  registerCall(app, c.promotionList, (i) => promotionList(db, i.category, app.now()));
  registerCall(app, c.promotionDetail, (i, ctx) =>
    promotionDetail(db, ctx.member?.id ?? null, i.promotionId, app.now()),
  );
  registerCall(app, c.promotionApply, (i, ctx) =>
    applyPromotion(db, memberId(ctx), i.promotionId, i.idempotencyKey, app.now()),
  );
  registerCall(app, c.signGiftInfo, async (i, ctx) => ({
    ...(await signInfo(db, memberId(ctx), i.activityId, app.now())),
    calendar: await signCalendar(db, memberId(ctx), i.activityId, app.now()),
  }));
  registerCall(app, c.signGiftSign, (i, ctx) =>
    signToday(db, memberId(ctx), i.activityId, i.idempotencyKey, app.now()),
  );
  registerCall(app, c.lotteryInfo, (i, ctx) =>
    drawInfo(db, memberId(ctx), i.activityId, 'lottery', app.now()),
  );
  registerCall(app, c.lotteryDraw, async (i, ctx) => {
    const { prize, balance } = await drawOnce(
      db,
      memberId(ctx),
      i.activityId,
      'lottery',
      i.idempotencyKey,
      app.now(),
    );
    return { prize, balance };
  });
  registerCall(app, c.spinWheelInfo, async (i, ctx) => {
    const { prizes, ...rest } = await drawInfo(db, memberId(ctx), i.activityId, 'wheel', app.now());
    return { ...rest, slots: prizes };
  });
  registerCall(app, c.spinWheelSpin, (i, ctx) =>
    drawOnce(db, memberId(ctx), i.activityId, 'wheel', i.idempotencyKey, app.now()),
  );
  registerCall(app, c.euroQuizInfo, async (i, ctx) => {
    const { matches, ...rest } = await guessInfo(db, memberId(ctx), i.activityId, 'quiz', app.now());
    return {
      ...rest,
      questions: matches.map((m) => ({
        questionId: m.matchId,
        title: m.title,
        options: m.options,
        answered: m.picked !== null,
        picked: m.picked,
        kickoffAt: m.kickoffAt,
      })),
    };
  });
  registerCall(app, c.euroQuizAnswer, (i, ctx) =>
    submitGuess(
      db,
      memberId(ctx),
      { activityId: i.activityId, matchId: i.questionId, option: i.option },
      'quiz',
      app.now(),
    ),
  );
  registerCall(app, c.guessInfo, (i, ctx) => guessInfo(db, memberId(ctx), i.activityId, 'guess', app.now()));
  registerCall(app, c.guessSubmit, (i, ctx) => submitGuess(db, memberId(ctx), i, 'guess', app.now()));
  registerCall(app, c.inviteInfo, (_i, ctx) => inviteInfo(db, memberId(ctx)));
  registerCall(app, c.inviteRecords, (i, ctx) => inviteRecords(db, memberId(ctx), i.page, i.size));
  registerCall(app, c.novicePackages, (_i, ctx) => novicePackages(db, memberId(ctx)));
  registerCall(app, c.noviceClaim, (i, ctx) =>
    claimNovice(db, memberId(ctx), i.packageId, i.idempotencyKey, app.now()),
  );
  registerCall(app, c.backFlowApply, (i, ctx) =>
    applyBackFlow(db, memberId(ctx), i.activityId, i.idempotencyKey, app.now()),
  );
  registerCall(app, c.frontBarrier, (i, ctx) =>
    frontBarrier(db, ctx.member?.id ?? null, i.activityId, app.now()),
  );
  registerCall(app, c.barrierInfo, (i, ctx) => barrierInfo(db, memberId(ctx), i.activityId, app.now()));
  registerCall(app, c.barrierClaim, (i, ctx) => claimBarrier(db, memberId(ctx), i, app.now()));
  registerCall(app, c.redEnvelopeInfo, (i, ctx) => envelopeInfo(db, memberId(ctx), i.activityId, app.now()));
  registerCall(app, c.redEnvelopeGrab, (i, ctx) =>
    grabEnvelope(db, memberId(ctx), i.activityId, i.idempotencyKey, app.now()),
  );
  registerCall(app, c.sponsor, async (i) => ({ list: await sponsorEntries(db, i.tab) }));
  registerCall(app, c.topGiftList, (_i, ctx) => giftList(db, memberId(ctx), app.now()));
  registerCall(app, c.topGiftExchange, (i, ctx) => exchangeGift(db, memberId(ctx), i, app.now()));
  registerCall(app, c.continuousDeposit, (i, ctx) =>
    continuousInfo(db, memberId(ctx), i.activityId, app.now()),
  );
  registerCall(app, c.firstDeposit, (i, ctx) => firstDepositInfo(db, memberId(ctx), i.amount, app.now()));
  registerCall(app, c.blackTagCheck, async (_i, ctx) => {
    const e = await eligibility(db, null, memberId(ctx), app.now());
    return { blackTag: e.blackTag, noLevel: e.noLevel };
  });
  registerActivityAdminRoutes(app);
  startGuessSettlement(app);
}

/** Settles finished matches' picks on a timer. Off under the test runner (tests settle explicitly). */
function startGuessSettlement(app: FastifyInstance): void {
  if (process.env.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', (done) => {
    timer = setInterval(() => {
      if (!app.cluster.leader.isLeader()) return; // one instance settles (docs/scaling.md "Timed work")
      settleDueGuesses(app.db, app.now()).catch((err: unknown) =>
        app.log.error({ err }, 'guess settlement failed'),
      );
    }, SETTLE_INTERVAL_MS).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    if (timer) clearInterval(timer);
    done();
  });
}
