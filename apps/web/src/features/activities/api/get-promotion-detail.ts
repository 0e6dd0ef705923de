import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { activityKeys } from './activity-keys.ts';

/** activity.promotionDetail: rules (plain text) and the member's application state. */
export const promotionDetailQuery = (id: string) =>
  queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: ({ signal }) => callGateway(catalogue.activity.promotionDetail, { promotionId: id }, { signal }),
  });

export const usePromotionDetail = (id: string) => useQuery(promotionDetailQuery(id));
