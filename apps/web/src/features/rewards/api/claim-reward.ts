import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { claimKey, refreshRewards } from './rewards-keys.ts';

/** Which claim call a list item goes to. */
export type ClaimKind = 'welfare' | 'upgrade' | 'birthday' | 'month' | 'week';

const CALLS = {
  welfare: catalogue.member.welfareClaim,
  upgrade: catalogue.member.upgradeGiftClaim,
  birthday: catalogue.member.birthdayClaim,
  month: catalogue.member.monthDividendClaim,
  week: catalogue.member.weekDividendClaim,
} as const;

/** Claims one reward by its list id; money moved, so every money view refreshes. */
export function useClaimReward(kind: ClaimKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callGateway(CALLS[kind], { id, idempotencyKey: claimKey() }),
    onSettled: () => refreshRewards(client),
  });
}
