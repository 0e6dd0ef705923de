import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ClosableDialog } from '@/components/ui/closable-dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { goldPurchase } from '../api/gold-purchase.ts';
import { giftKeys } from '../api/gift-keys.ts';
import { permissionCheck } from '../api/permission-check.ts';
import { ActionKey } from '@/lib/action-key.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { refreshMoney } from '@/lib/money-queries.ts';

/** Gold coins per yuan (100 fen buy 10 coins). */
export const COINS_PER_YUAN = 10;
/** Largest purchase the dialog accepts, in yuan (docs/gift-screens.md). */
export const MAX_PURCHASE_YUAN = 50_000;

/** Whole yuan 1…MAX_PURCHASE_YUAN, else null. */
export function parseYuan(text: string): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  const yuan = Number(text.trim());
  return yuan >= 1 && yuan <= MAX_PURCHASE_YUAN ? yuan : null;
}

/**
 * 充值金币: an amount in yuan, the coins it buys, then the permission check (spec §6) and goldPurchase
 * with one idempotency key per action (a retry of the same amount reuses it). Refusals are shown inline
 * in the server's words.
 */
export function GoldPurchaseDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => new ActionKey());
  const yuan = parseYuan(text);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation(); // React events cross the portal: the chat form around the 礼物 button must not see it
    if (busy) return;
    if (yuan === null) {
      setError(t('gifts.buy.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const permission = await permissionCheck('buyGold');
      if (!permission.allowed) {
        setError(permission.reason || t('gifts.buy.failed'));
        return;
      }
      const answer = await goldPurchase(yuan * 100, key.for({ yuan }));
      key.finish();
      client.setQueryData(giftKeys.gold, answer.gold);
      void refreshMoney(client);
      toast(t('gifts.buy.done', { coins: yuan * COINS_PER_YUAN }), { kind: 'success' });
      onClose();
    } catch (err) {
      setError(errorText(err, t('gifts.buy.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ClosableDialog
      title={t('gifts.buy.title')}
      onClose={onClose}
      closeLabel={t('gifts.buy.cancel')}
      actions={
        <button type="submit" form="gold-purchase-form" className="btn btn-primary" disabled={busy}>
          {busy ? t('gifts.buy.submitting') : t('gifts.buy.submit')}
        </button>
      }
    >
      <form id="gold-purchase-form" className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <label className="field">
          <span>{t('gifts.buy.amount')}</span>
          <input
            inputMode="numeric"
            autoComplete="off"
            value={text}
            placeholder={t('gifts.buy.placeholder')}
            aria-describedby="gold-purchase-rate gold-purchase-error"
            aria-invalid={error !== null}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
        </label>
        <p id="gold-purchase-rate" className="muted m-0">
          {t('gifts.buy.rate')}
        </p>
        <p className="gift-buy-coins" data-testid="gold-purchase-coins">
          {t('gifts.buy.youGet', { coins: (yuan ?? 0) * COINS_PER_YUAN })}
        </p>
      </form>
      <p id="gold-purchase-error" className="gift-error" role="alert">
        {error}
      </p>
    </ClosableDialog>
  );
}
