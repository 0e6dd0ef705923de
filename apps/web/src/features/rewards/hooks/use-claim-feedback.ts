import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';

/**
 * The toasts of a claim: the credited amount on success, the server's reason on refusal. The activity
 * blacklist is answered by the gateway's own alert (spec §8, OK returns to /app/home), so no toast.
 */
export function useClaimFeedback() {
  const { t } = useTranslation();
  return {
    onSuccess: (answer: { credited: number }) =>
      toast(t('rewards.claimedToast', { amount: formatMoney(answer.credited, 'CNY') }), { kind: 'success' }),
    onError: (err: unknown) => {
      if (err instanceof GatewayError && err.code === ErrorCode.activityBlacklist) return;
      toast(errorText(err, t('rewards.failed')), { kind: 'error' });
    },
  };
}
