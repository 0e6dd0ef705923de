import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue, type CallOutput } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { activityKeys } from './activity-keys.ts';

export type Promotion = CallOutput<typeof catalogue.activity.promotionList>['list'][number];
export type PromotionCategory = Promotion['category'];

/** activity.promotionList: visitors can browse (spec §1). */
export const promotionsQuery = (category: PromotionCategory | 'all') =>
  queryOptions({
    queryKey: activityKeys.promotions(category),
    queryFn: ({ signal }) =>
      callGateway(catalogue.activity.promotionList, category === 'all' ? {} : { category }, { signal }),
  });

export const usePromotions = (category: PromotionCategory | 'all') => useQuery(promotionsQuery(category));
