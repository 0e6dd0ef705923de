import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { paths } from '@/lib/paths.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useSecondsLeft } from '@/components/ui/use-seconds-left.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useConvert, useConvertQuote, type ConvertSide } from '../api/convert-usdt.ts';
import { useTotalAssets } from '../api/get-total-assets.ts';
import { amountMessage, checkAmount } from '../amount-rules.ts';
import { useActionKey } from '@/lib/action-key.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import type { Settlement } from '../settlement.ts';
import { WalletField } from './wallet-field.tsx';
import { WalletPage } from './wallet-page.tsx';

/**
 * /app/wallet/convert: USDT wallet ⇄ centre wallet at a quoted rate (finance.usdtConvertQuote, then
 * finance.usdtConvert). Venues settle in CNY, so on a USDT site this is how a deposit reaches a game.
 */
export function ConvertScreen() {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('wallet.convert.title')}>
      {(settlement) => <Convert settlement={settlement} />}
    </WalletPage>
  );
}

const currencyOf = (side: ConvertSide) => (side === 'USDT' ? 'USDT' : 'CNY');

function Convert({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat(settlement);
  const assets = useTotalAssets();
  const quote = useConvertQuote();
  const convert = useConvert();
  const actionKey = useActionKey();
  const [from, setFrom] = useState<ConvertSide>('USDT');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const to: ConvertSide = from === 'USDT' ? 'RMB' : 'USDT';
  const quoted = quote.data;
  const secondsLeft = useSecondsLeft(quoted?.expiresAt ?? 0);

  const data = assets.data;
  if (!data)
    return (
      <div className="stack" aria-busy="true">
        <Skeleton height={200} />
      </div>
    );
  const available = from === 'USDT' ? data.usdt : data.center;
  const check = checkAmount(amount, currencyOf(from), { available });
  const amountError = amount !== '' && !check.ok ? t(...amountMessage(check)) : null;
  const walletName = (side: ConvertSide) =>
    side === 'USDT' ? t('wallet.overview.usdt') : t('wallet.overview.main');

  const reset = () => {
    quote.reset();
    setError(null);
  };
  const handleQuote = (e: React.FormEvent) => {
    e.preventDefault();
    if (!check.ok || quote.isPending) return;
    setError(null);
    quote.mutate(
      { from, to, amount: check.minor },
      { onError: (err) => setError(errorText(err, t('wallet.failed'))) },
    );
  };
  const handleConvert = () => {
    if (!quoted || convert.isPending) return;
    convert.mutate(
      { quoteId: quoted.quoteId, idempotencyKey: actionKey.for({ quoteId: quoted.quoteId }) },
      {
        onSuccess: () => {
          actionKey.finish();
          toast(t('wallet.convert.done', { amount: money(quoted.toAmount, currencyOf(to)) }), {
            kind: 'success',
          });
          setAmount('');
          quote.reset();
        },
        onError: (err) => setError(errorText(err, t('wallet.failed'))),
      },
    );
  };

  return (
    <>
      <form className="card stack" onSubmit={handleQuote} noValidate aria-label={t('wallet.convert.title')}>
        <div className="row justify-between gap-8">
          <span className="stack gap-0">
            <span className="muted">{t('wallet.convert.from')}</span>
            <strong data-testid="convert-from">{walletName(from)}</strong>
            <span className="muted text-13" data-testid="convert-available">
              {t('wallet.convert.balance', { amount: money(available, currencyOf(from)) })}
            </span>
          </span>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('wallet.convert.swap')}
            onClick={() => {
              setFrom(to);
              setAmount('');
              reset();
            }}
          >
            ⇄
          </button>
          <span className="stack gap-0 text-right">
            <span className="muted">{t('wallet.convert.to')}</span>
            <strong data-testid="convert-to">{walletName(to)}</strong>
          </span>
        </div>
        <WalletField
          id="convert-amount"
          label={t('wallet.convert.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            reset();
          }}
          error={amountError ?? error}
          addon={
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setAmount(formatMoney(available, currencyOf(from), { grouping: false }));
                reset();
              }}
            >
              {t('wallet.convert.all')}
            </button>
          }
        />
        {!quoted && (
          <button type="submit" className="btn btn-primary btn-block" disabled={!check.ok || quote.isPending}>
            {quote.isPending ? t('wallet.convert.quoting') : t('wallet.convert.quote')}
          </button>
        )}
      </form>
      {quoted && (
        <section className="card stack" aria-live="polite" data-testid="convert-quote">
          <span data-testid="convert-rate">{t('wallet.convert.rate', { rate: quoted.rate })}</span>
          <strong data-testid="convert-receive">
            {t('wallet.convert.receive', { amount: money(quoted.toAmount, currencyOf(to)) })}
          </strong>
          <span className={secondsLeft > 0 ? 'muted text-13' : 'error text-13'}>
            {secondsLeft > 0
              ? t('wallet.convert.expiresIn', { seconds: secondsLeft })
              : t('wallet.convert.expired')}
          </span>
          {secondsLeft > 0 ? (
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={handleConvert}
              disabled={convert.isPending}
            >
              {convert.isPending ? t('wallet.convert.submitting') : t('wallet.convert.submit')}
            </button>
          ) : (
            <button type="button" className="btn btn-secondary btn-block" onClick={reset}>
              {t('wallet.convert.quote')}
            </button>
          )}
        </section>
      )}
      <section className="card stack">
        <p className="muted m-0">{t('wallet.convert.toPlay')}</p>
        <Link className="btn btn-secondary" to={paths.walletTransfer}>
          {t('wallet.convert.goTransfer')}
        </Link>
      </section>
    </>
  );
}
