import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { activityKeys } from './activity-keys.ts';

const a = catalogue.activity;

/** The info call of each interactive activity (member calls: only queried when logged in). */
export const signQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.sign(id),
    queryFn: ({ signal }) => callGateway(a.signGiftInfo, { activityId: id }, { signal }),
  });
export const lotteryQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.lottery(id),
    queryFn: ({ signal }) => callGateway(a.lotteryInfo, { activityId: id }, { signal }),
  });
export const wheelQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.wheel(id),
    queryFn: ({ signal }) => callGateway(a.spinWheelInfo, { activityId: id }, { signal }),
  });
export const envelopeQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.envelope(id),
    queryFn: ({ signal }) => callGateway(a.redEnvelopeInfo, { activityId: id }, { signal }),
  });
export const quizQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.quiz(id),
    queryFn: ({ signal }) => callGateway(a.euroQuizInfo, { activityId: id }, { signal }),
  });
export const guessQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.guess(id),
    queryFn: ({ signal }) => callGateway(a.guessInfo, { activityId: id }, { signal }),
  });
export const inviteQuery = () =>
  queryOptions({
    queryKey: activityKeys.invite,
    queryFn: ({ signal }) => callGateway(a.inviteInfo, {}, { signal }),
  });
export const noviceQuery = () =>
  queryOptions({
    queryKey: activityKeys.novice,
    queryFn: ({ signal }) => callGateway(a.novicePackages, {}, { signal }),
  });

export const firstDepositQuery = () =>
  queryOptions({
    queryKey: activityKeys.firstDeposit,
    queryFn: ({ signal }) => callGateway(a.firstDeposit, {}, { signal }),
  });
export const continuousQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.continuous(id),
    queryFn: ({ signal }) => callGateway(a.continuousDeposit, { activityId: id }, { signal }),
  });
export const topGiftsQuery = () =>
  queryOptions({
    queryKey: activityKeys.topGifts,
    queryFn: ({ signal }) => callGateway(a.topGiftList, {}, { signal }),
  });
export const barrierQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.barrier(id),
    queryFn: ({ signal }) => callGateway(a.barrierInfo, { activityId: id }, { signal }),
  });
