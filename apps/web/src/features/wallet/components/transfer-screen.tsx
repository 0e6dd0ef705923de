import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths.ts';
import { formatMoney } from '@arena/domain';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useTotalAssets } from '../api/get-total-assets.ts';
import { useRunTransfer } from '../api/run-transfer.ts';
import { amountMessage, checkAmount } from '../amount-rules.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useActionKey } from '@/lib/action-key.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import type { Settlement } from '../settlement.ts';
import {
  firstOpenVenue,
  maintainingTarget,
  pairAfterChange,
  planTransfer,
  type TransferWallet,
} from '../transfer-plan.ts';
import { WalletField } from './wallet-field.tsx';
import { WalletPage } from './wallet-page.tsx';

/** /app/wallet/transfer: centre wallet ↔ a venue or the yield wallet (all CNY). */
export function TransferScreen() {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('wallet.transfer.title')}>
      {(settlement) => <Transfer settlement={settlement} />}
    </WalletPage>
  );
}

function Transfer({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat(settlement);
  const assets = useTotalAssets();
  const run = useRunTransfer();
  const actionKey = useActionKey();
  const firstVenue = firstOpenVenue(assets.data?.venues ?? []);
  const [pair, setPair] = useState<{ from: TransferWallet; to: TransferWallet } | null>(null);
  const [amount, setAmount] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);

  const data = assets.data;
  if (!data)
    return (
      <div className="stack" aria-busy="true">
        <Skeleton height={160} />
      </div>
    );

  const wallets: { id: TransferWallet; label: string; balance: number; maintaining: boolean }[] = [
    { id: 'main', label: t('wallet.overview.main'), balance: data.center, maintaining: false },
    { id: 'yeb', label: t('wallet.overview.yeb'), balance: data.yeb, maintaining: false },
    ...data.venues.map((v) => ({
      id: `venue:${v.venueCode}` as TransferWallet,
      label: v.maintaining ? t('wallet.transfer.maintaining', { name: v.name }) : v.name,
      balance: v.balance,
      maintaining: v.maintaining,
    })),
  ];
  const maintaining = new Set(data.venues.filter((v) => v.maintaining).map((v) => v.venueCode));
  const nameOf = (code: string) => data.venues.find((v) => v.venueCode === code)?.name ?? code;
  const current = pair ?? { from: 'main' as TransferWallet, to: firstVenue ?? 'yeb' };
  const balanceOf = (id: TransferWallet) => wallets.find((w) => w.id === id)?.balance ?? 0;
  const plan = planTransfer(current.from, current.to);
  const check = checkAmount(amount, 'CNY', { available: balanceOf(current.from) });
  const amountError = amount !== '' && !check.ok ? t(...amountMessage(check)) : null;
  const blocked = maintainingTarget(current.to, maintaining);
  const ready = plan !== null && blocked === null && check.ok && !run.isPending;

  const change = (side: 'from' | 'to', picked: TransferWallet) => {
    setServerError(null);
    setPair(pairAfterChange(side, picked, current, firstVenue ?? 'yeb'));
  };
  const handleSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || !plan || !check.ok) return;
    setServerError(null);
    const values = { ...current, amount: check.minor };
    run.mutate(
      { plan, amount: check.minor, idempotencyKey: actionKey.for(values) },
      {
        onSuccess: () => {
          actionKey.finish();
          setAmount('');
          toast(t('wallet.transfer.done'), { kind: 'success' });
        },
        onError: (err) => setServerError(errorText(err, t('wallet.failed'))),
      },
    );
  };

  const select = (side: 'from' | 'to') => (
    <div className="field">
      <label htmlFor={`transfer-${side}`}>{t(`wallet.transfer.${side}`)}</label>
      <select
        id={`transfer-${side}`}
        value={current[side]}
        onChange={(e) => change(side, e.target.value as TransferWallet)}
        aria-describedby={`transfer-${side}-balance`}
      >
        {wallets.map((w) => (
          <option key={w.id} value={w.id} disabled={side === 'to' && w.maintaining}>
            {w.label}
          </option>
        ))}
      </select>
      <span
        id={`transfer-${side}-balance`}
        className="muted text-13"
        data-testid={`transfer-${side}-balance`}
      >
        {money(balanceOf(current[side]), 'CNY')}
      </span>
    </div>
  );

  return (
    <>
      {data.usdt > 0 && (
        <section className="card stack" data-testid="transfer-usdt-hint">
          <p className="m-0">{t('wallet.transfer.usdtHint', { amount: money(data.usdt, 'USDT') })}</p>
          <Link className="btn btn-secondary" to={paths.walletConvert}>
            {t('wallet.overview.convert')}
          </Link>
        </section>
      )}
      <form className="card stack" onSubmit={handleSubmit} noValidate>
        {select('from')}
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('wallet.transfer.swap')}
          onClick={() => setPair({ from: current.to, to: current.from })}
        >
          ⇅
        </button>
        {select('to')}
        {blocked !== null && (
          <p className="error m-0" role="alert" data-testid="transfer-blocked">
            {t('wallet.transfer.targetMaintaining', { name: nameOf(blocked) })}
          </p>
        )}
        {plan === null && (
          <p className="error m-0" role="alert">
            {t('wallet.transfer.pickVenue')}
          </p>
        )}
        <WalletField
          id="transfer-amount"
          label={t('wallet.transfer.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountError ?? serverError}
          addon={
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setAmount(formatMoney(balanceOf(current.from), 'CNY', { grouping: false }))}
            >
              {t('wallet.transfer.all')}
            </button>
          }
        />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={!ready}
          data-testid="transfer-submit"
        >
          {run.isPending ? t('wallet.transfer.submitting') : t('wallet.transfer.submit')}
        </button>
      </form>
    </>
  );
}
