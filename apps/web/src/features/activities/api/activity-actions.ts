import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { actionKey, refreshActivities } from './activity-keys.ts';

const a = catalogue.activity;

/** The money-moving taps of the activities tab; each sends a fresh idempotency key and refreshes money. */
const ACTIONS = {
  apply: (id: string) => callGateway(a.promotionApply, { promotionId: id, idempotencyKey: actionKey() }),
  sign: (id: string) => callGateway(a.signGiftSign, { activityId: id, idempotencyKey: actionKey() }),
  lottery: (id: string) => callGateway(a.lotteryDraw, { activityId: id, idempotencyKey: actionKey() }),
  wheel: (id: string) => callGateway(a.spinWheelSpin, { activityId: id, idempotencyKey: actionKey() }),
  envelope: (id: string) => callGateway(a.redEnvelopeGrab, { activityId: id, idempotencyKey: actionKey() }),
  novice: (id: string) => callGateway(a.noviceClaim, { packageId: id, idempotencyKey: actionKey() }),
  backFlow: (id: string) => callGateway(a.backFlowApply, { activityId: id, idempotencyKey: actionKey() }),
} as const;

export type ActionKind = keyof typeof ACTIONS;
export type ActionAnswer<K extends ActionKind> = Awaited<ReturnType<(typeof ACTIONS)[K]>>;

export function useActivityAction<K extends ActionKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ACTIONS[kind](id) as Promise<ActionAnswer<K>>,
    onSettled: () => refreshActivities(client),
  });
}

/** euroQuizAnswer / guessSubmit: a pick for one match. */
export function useSubmitGuess(kind: 'quiz' | 'guess') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { activityId: string; matchId: string; option: number }) =>
      kind === 'quiz'
        ? callGateway(a.euroQuizAnswer, { activityId: p.activityId, questionId: p.matchId, option: p.option })
        : callGateway(a.guessSubmit, p),
    onSettled: () => refreshActivities(client),
  });
}

/** activity.barrierClaim: one reached tier of the week. */
export function useClaimBarrier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { activityId: string; tier: number }) =>
      callGateway(a.barrierClaim, { ...p, idempotencyKey: actionKey() }),
    onSettled: () => refreshActivities(client),
  });
}

/** activity.topGiftExchange: one gift for points. */
export function useExchangeGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (giftId: string) =>
      callGateway(a.topGiftExchange, { giftId, quantity: 1, idempotencyKey: actionKey() }),
    onSettled: () => refreshActivities(client),
  });
}
