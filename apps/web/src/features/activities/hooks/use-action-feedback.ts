import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';

/**
 * Toasts of an activity tap: the prize on success, the server's reason on refusal. The activity
 * blacklist and the login-required prompt are answered by the gateway's own dialogs (spec §8).
 */
export function useActionFeedback() {
  const { t } = useTranslation();
  return {
    onPrize: (prize: { name: string; kind: string; amount: number }) =>
      toast(
        prize.kind === 'cash'
          ? t('act.creditedToast', { amount: formatMoney(prize.amount, 'CNY') })
          : t('act.wonToast', { name: prize.name }),
        { kind: 'success' },
      ),
    onError: (err: unknown) => {
      if (
        err instanceof GatewayError &&
        (err.code === ErrorCode.activityBlacklist || err.code === ErrorCode.loginRequired)
      )
        return;
      toast(errorText(err, t('act.failed')), { kind: 'error' });
    },
  };
}

/** Formats CNY minor units with two decimals and the unit: 800 → "8.00 元". */
export function useYuan(): (minor: number) => string {
  const { t } = useTranslation();
  return (minor: number) => t('act.yuan', { amount: formatMoney(minor, 'CNY') });
}
