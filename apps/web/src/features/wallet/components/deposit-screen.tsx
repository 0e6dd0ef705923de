import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePaymentTypes } from '../api/get-payment-types.ts';
import { usePlaceDeposit } from '../api/place-deposit.ts';
import { amountMessage, checkAmount } from '../amount-rules.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useActionKey } from '@/lib/action-key.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import type { Settlement } from '../settlement.ts';
import { DepositOrderPanel, type DepositOrder } from './deposit-order-panel.tsx';
import { WalletField } from './wallet-field.tsx';
import { WalletPage } from './wallet-page.tsx';

/** /app/wallet/deposit: channel, amount within the channel's limits, then the order and its status. */
export function DepositScreen() {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('wallet.deposit.title')}>
      {(settlement) => <Deposit settlement={settlement} />}
    </WalletPage>
  );
}

function Deposit({ settlement }: { settlement: Settlement }) {
  const [order, setOrder] = useState<DepositOrder | null>(null);
  return order ? (
    <DepositOrderPanel order={order} settlement={settlement} onNewOrder={() => setOrder(null)} />
  ) : (
    <DepositForm settlement={settlement} onPlaced={setOrder} />
  );
}

function DepositForm({
  settlement,
  onPlaced,
}: {
  settlement: Settlement;
  onPlaced: (o: DepositOrder) => void;
}) {
  const { t } = useTranslation();
  const { money, unit } = useMoneyFormat(settlement);
  const { currency } = settlement;
  const types = usePaymentTypes(settlement.walletType);
  const place = usePlaceDeposit();
  const actionKey = useActionKey();
  const [picked, setPicked] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const options = (types.data ?? []).flatMap((type) =>
    type.channels.map((channel) => ({ id: `${type.payTypeId}/${channel.channelId}`, type, channel })),
  );
  const chosen = options.find((o) => o.id === picked) ?? options[0] ?? null;
  const limits = chosen ? { min: chosen.channel.min_money, max: chosen.channel.max_money } : {};
  const check = checkAmount(amount, currency, limits);
  const amountError = (touched || amount !== '') && !check.ok ? t(...amountMessage(check)) : null;

  const handleSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!chosen || !check.ok || place.isPending) return;
    setServerError(null);
    const values = {
      payTypeId: chosen.type.payTypeId,
      channelId: chosen.channel.channelId,
      amount: check.minor,
    };
    place.mutate(
      { ...values, idempotencyKey: actionKey.for(values) },
      {
        onSuccess: (placed) => {
          actionKey.finish();
          onPlaced(placed);
        },
        onError: (err) => setServerError(errorText(err, t('wallet.failed'))),
      },
    );
  };

  if (types.isPending)
    return (
      <div className="stack" aria-busy="true">
        <Skeleton height={120} />
        <Skeleton height={72} />
      </div>
    );
  if (types.isError)
    return (
      <EmptyState
        text={t('wallet.loadFailed')}
        action={
          <button type="button" className="btn btn-secondary" onClick={() => void types.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  if (!chosen) return <EmptyState text={t('wallet.deposit.noChannels')} />;

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate>
      <fieldset className="card stack border-0">
        <legend className="fw-600">{t('wallet.deposit.channel')}</legend>
        {options.map((o) => (
          <label key={o.id} className="row gap-8 min-h-44">
            <input
              type="radio"
              name="deposit-channel"
              value={o.id}
              checked={o.id === chosen.id}
              onChange={() => setPicked(o.id)}
            />
            <span className="stack gap-0">
              <span>
                {o.type.name} · {o.channel.name}
              </span>
              <span className="muted text-13">
                {t('wallet.deposit.limits', {
                  min: formatMoney(o.channel.min_money, currency),
                  max: formatMoney(o.channel.max_money, currency),
                  unit: unit(currency),
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      <section className="card stack">
        {chosen.channel.fixedAmounts.length > 0 && (
          <div className="stack gap-4">
            <span className="muted">{t('wallet.deposit.fixedAmounts')}</span>
            <div className="row flex-wrap gap-8">
              {chosen.channel.fixedAmounts.map((minor) => (
                <button
                  key={minor}
                  type="button"
                  className="btn btn-secondary"
                  aria-pressed={check.ok && check.minor === minor}
                  onClick={() => {
                    setAmount(formatMoney(minor, currency, { grouping: false }));
                    setTouched(true);
                  }}
                >
                  {money(minor, currency)}
                </button>
              ))}
            </div>
          </div>
        )}
        <WalletField
          id="deposit-amount"
          label={t('wallet.deposit.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('wallet.deposit.amountPlaceholder')}
          value={amount}
          readOnly={!chosen.channel.allowCustomAmount}
          onChange={(e) => setAmount(e.target.value)}
          onBlur={() => setTouched(amount !== '')}
          error={amountError ?? serverError}
          hint={t('wallet.deposit.limits', {
            min: formatMoney(chosen.channel.min_money, currency),
            max: formatMoney(chosen.channel.max_money, currency),
            unit: unit(currency),
          })}
        />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={place.isPending || amountError !== null}
        >
          {place.isPending ? t('wallet.deposit.submitting') : t('wallet.deposit.submit')}
        </button>
      </section>
    </form>
  );
}
