import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { claimKey, refreshRewards } from './rewards-keys.ts';

/** member.couponRedeem: a coupon code becomes a bonus on the main wallet. */
export function useRedeemCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (couponCode: string) =>
      callGateway(catalogue.member.couponRedeem, { couponCode, idempotencyKey: claimKey() }),
    onSettled: () => refreshRewards(client),
  });
}
