import type { FastifyInstance } from 'fastify';
import { catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
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
    applyPromotion(db, ctx.member.id, i.promotionId, i.idempotencyKey, app.now()),
  );
  registerCall(app, c.signGiftInfo, async (i, ctx) => ({
    ...(await signInfo(db, ctx.member.id, i.activityId, app.now())),
    calendar: await signCalendar(db, ctx.member.id, i.activityId, app.now()),
  }));
  registerCall(app, c.signGiftSign, (i, ctx) =>
    signToday(db, ctx.member.id, i.activityId, i.idempotencyKey, app.now()),
  );
  registerCall(app, c.lotteryInfo, (i, ctx) =>
    drawInfo(db, ctx.member.id, i.activityId, 'lottery', app.now()),
  );
  registerCall(app, c.lotteryDraw, async (i, ctx) => {
    const { prize, balance } = await drawOnce(
      db,
      ctx.member.id,
      i.activityId,
      'lottery',
      i.idempotencyKey,
      app.now(),
    );
    return { prize, balance };
  });
  registerCall(app, c.spinWheelInfo, async (i, ctx) => {
    const { prizes, ...rest } = await drawInfo(db, ctx.member.id, i.activityId, 'wheel', app.now());
    return { ...rest, slots: prizes };
  });
  registerCall(app, c.spinWheelSpin, (i, ctx) =>
    drawOnce(db, ctx.member.id, i.activityId, 'wheel', i.idempotencyKey, app.now()),
  );
  registerCall(app, c.euroQuizInfo, async (i, ctx) => {
    const { matches, ...rest } = await guessInfo(db, ctx.member.id, i.activityId, 'quiz', app.now());
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
      ctx.member.id,
      { activityId: i.activityId, matchId: i.questionId, option: i.option },
      'quiz',
      app.now(),
    ),
  );
  registerCall(app, c.guessInfo, (i, ctx) => guessInfo(db, ctx.member.id, i.activityId, 'guess', app.now()));
  registerCall(app, c.guessSubmit, (i, ctx) => submitGuess(db, ctx.member.id, i, 'guess', app.now()));
  registerCall(app, c.inviteInfo, (_i, ctx) => inviteInfo(db, ctx.member.id));
  registerCall(app, c.inviteRecords, (i, ctx) => inviteRecords(db, ctx.member.id, i.page, i.size));
  registerCall(app, c.novicePackages, (_i, ctx) => novicePackages(db, ctx.member.id));
  registerCall(app, c.noviceClaim, (i, ctx) =>
    claimNovice(db, ctx.member.id, i.packageId, i.idempotencyKey, app.now()),
  );
  registerCall(app, c.backFlowApply, (i, ctx) =>
    applyBackFlow(db, ctx.member.id, i.activityId, i.idempotencyKey, app.now()),
  );
  registerCall(app, c.frontBarrier, (i, ctx) =>
    frontBarrier(db, ctx.member?.id ?? null, i.activityId, app.now()),
  );
  registerCall(app, c.barrierInfo, (i, ctx) => barrierInfo(db, ctx.member.id, i.activityId, app.now()));
  registerCall(app, c.barrierClaim, (i, ctx) => claimBarrier(db, ctx.member.id, i, app.now()));
  registerCall(app, c.redEnvelopeInfo, (i, ctx) => envelopeInfo(db, ctx.member.id, i.activityId, app.now()));
  registerCall(app, c.redEnvelopeGrab, (i, ctx) =>
    grabEnvelope(db, ctx.member.id, i.activityId, i.idempotencyKey, app.now()),
  );
  registerCall(app, c.sponsor, async (i) => ({ list: await sponsorEntries(db, i.tab) }));
  registerCall(app, c.topGiftList, (_i, ctx) => giftList(db, ctx.member.id, app.now()));
  registerCall(app, c.topGiftExchange, (i, ctx) => exchangeGift(db, ctx.member.id, i, app.now()));
  registerCall(app, c.continuousDeposit, (i, ctx) =>
    continuousInfo(db, ctx.member.id, i.activityId, app.now()),
  );
  registerCall(app, c.firstDeposit, (i, ctx) => firstDepositInfo(db, ctx.member.id, i.amount, app.now()));
  registerCall(app, c.blackTagCheck, async (_i, ctx) => {
    const e = await eligibility(db, null, ctx.member.id, app.now());
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
