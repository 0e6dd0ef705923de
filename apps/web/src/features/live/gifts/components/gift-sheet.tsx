import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ClosableDialog } from '@/components/ui/closable-dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useGiftConfig } from '../api/get-gift-config.ts';
import { useGoldBalance } from '../api/get-gold-balance.ts';
import { giftKeys } from '../api/gift-keys.ts';
import { giftReward } from '../api/gift-reward.ts';
import { permissionCheck } from '../api/permission-check.ts';
import type { GiftRoom } from '../gift-room-context.ts';
import { GoldPurchaseDialog } from './gold-purchase-dialog.tsx';
import { ActionKey } from '@/lib/action-key.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import '../gifts.css';

/** The quantities offered (docs/gift-screens.md). */
export const GIFT_COUNTS = [1, 10, 66, 188] as const;

/**
 * The gift sheet (a dialog): gifts as a radio group (icon, name, price), the quantity, the member's
 * gold coins and the total. 送出 runs the permission check (spec §6) and giftReward with one
 * idempotency key per action; 充值金币 swaps in the purchase dialog and comes back here.
 */
export function GiftSheet({ room, onClose }: { room: GiftRoom; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const gifts = useGiftConfig();
  const gold = useGoldBalance(true);
  const [giftId, setGiftId] = useState<number | null>(null);
  const [count, setCount] = useState<number>(GIFT_COUNTS[0]);
  const [buying, setBuying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => new ActionKey());

  if (buying) return <GoldPurchaseDialog onClose={() => setBuying(false)} />;

  const list = gifts.data ?? [];
  const chosen = list.find((g) => g.giftId === giftId) ?? list[0];
  const total = chosen ? chosen.price * count : 0;
  const short = gold.data !== undefined && total > gold.data;

  const send = async () => {
    if (!chosen || busy) return;
    setBusy(true);
    setError(null);
    try {
      const permission = await permissionCheck('giftAnchor');
      if (!permission.allowed) {
        setError(permission.reason || t('gifts.failed'));
        return;
      }
      const input = { giftId: chosen.giftId, count, anchorRoomId: room.anchorRoomId, matchId: room.matchId };
      const answer = await giftReward(input, key.for(input));
      key.finish();
      client.setQueryData(giftKeys.gold, answer.gold);
      void client.invalidateQueries({ queryKey: giftKeys.ranks });
      toast(t('gifts.sent', { gift: chosen.name, count }), { kind: 'success' });
      onClose();
    } catch (err) {
      setError(errorText(err, t('gifts.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ClosableDialog
      title={t('gifts.sheetTitle')}
      onClose={onClose}
      closeLabel={t('gifts.close')}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => setBuying(true)}>
            {t('gifts.recharge')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!chosen || busy || short}
            onClick={() => void send()}
          >
            {busy ? t('gifts.sending') : t('gifts.send')}
          </button>
        </>
      }
    >
      <div className="gift-sheet-body">
        {gifts.isPending ? (
          <div className="gift-grid" aria-busy="true">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height={76} />
            ))}
          </div>
        ) : gifts.isError ? (
          <p className="gift-error">
            {t('gifts.loadFailed')}{' '}
            <button type="button" className="btn btn-secondary" onClick={() => void gifts.refetch()}>
              {t('gifts.retry')}
            </button>
          </p>
        ) : list.length === 0 ? (
          <p className="muted">{t('gifts.empty')}</p>
        ) : (
          <fieldset className="gift-grid">
            <legend>{t('gifts.listLabel')}</legend>
            {list.map((g) => (
              <label key={g.giftId} className="gift-option">
                <input
                  type="radio"
                  name="gift"
                  value={g.giftId}
                  checked={g.giftId === chosen?.giftId}
                  onChange={() => setGiftId(g.giftId)}
                  aria-label={`${g.name} ${t('gifts.price', { price: g.price })}`}
                />
                <img src={g.url} alt="" width={40} height={40} />
                <span>{g.name}</span>
                <span className="gift-price">{t('gifts.price', { price: g.price })}</span>
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className="gift-counts">
          <legend>{t('gifts.countLabel')}</legend>
          {GIFT_COUNTS.map((n) => (
            <label key={n} className="gift-count">
              <input
                type="radio"
                name="gift-count"
                value={n}
                checked={n === count}
                onChange={() => setCount(n)}
              />
              {t('gifts.count', { count: n })}
            </label>
          ))}
        </fieldset>
        <div className="gift-sheet-meta">
          <span data-testid="gold-balance">
            {gold.data !== undefined
              ? t('gifts.balance', { gold: gold.data })
              : gold.isError
                ? t('gifts.balanceFailed')
                : t('gifts.balanceLoading')}
          </span>
          <span>{t('gifts.total', { total })}</span>
        </div>
        <p className="gift-error" role="alert">
          {error ?? (short ? t('gifts.notEnough') : null)}
        </p>
      </div>
    </ClosableDialog>
  );
}
