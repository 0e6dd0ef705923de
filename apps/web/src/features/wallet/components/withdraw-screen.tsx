import type { ReactNode } from 'react';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useWithdrawPrompt } from '../api/get-withdraw-prompt.ts';
import { refreshMoney } from '../api/wallet-keys.ts';
import { withdrawToCard } from '../api/withdraw-to-card.ts';
import { withdrawUsdt } from '../api/withdraw-usdt.ts';
import { amountMessage, checkAmount, feeFor } from '../amount-rules.ts';
import { withdrawPasswordError } from '../card-rules.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useActionKey } from '@/lib/action-key.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import type { Settlement } from '../settlement.ts';
import { SetWithdrawPassword } from './set-withdraw-password.tsx';
import { WalletField } from './wallet-field.tsx';
import { WalletPage } from './wallet-page.tsx';
import { useWithdrawTargets, WithdrawTargets } from './withdraw-targets.tsx';

/** /app/wallet/withdraw: target, amount within limits, fee, withdraw password. */
export function WithdrawScreen({ notice }: { notice?: ReactNode } = {}) {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('wallet.withdraw.title')}>
      {(settlement) => (
        <>
          {notice}
          <Withdraw settlement={settlement} />
        </>
      )}
    </WalletPage>
  );
}

function Withdraw({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const { money, unit, account } = useMoneyFormat(settlement);
  const { currency } = settlement;
  const client = useQueryClient();
  const prompt = useWithdrawPrompt(settlement.walletType);
  const targets = useWithdrawTargets(settlement);
  const actionKey = useActionKey();
  const [picked, setPicked] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);

  const target = picked ?? targets.list?.[0]?.id ?? null;
  const p = prompt.data;
  const check = checkAmount(amount, currency, p ? { min: p.min, max: p.max, available: p.withdrawable } : {});
  const amountError = amount !== '' && !check.ok ? t(...amountMessage(check)) : null;
  const passwordError = password !== '' ? withdrawPasswordError(password) : null;
  const fee = check.ok && p ? feeFor(check.minor, p.feeRate, p.minFee) : null;

  const submit = useMutation({
    mutationFn: (input: {
      amount: number;
      target: string;
      withdrawPassword: string;
      idempotencyKey: string;
    }) =>
      settlement.usesAddress
        ? withdrawUsdt({
            amount: input.amount,
            addressId: input.target,
            withdrawPassword: input.withdrawPassword,
            idempotencyKey: input.idempotencyKey,
          })
        : withdrawToCard({
            amount: input.amount,
            bankCardId: input.target,
            withdrawPassword: input.withdrawPassword,
            idempotencyKey: input.idempotencyKey,
          }),
    onSettled: () => refreshMoney(client),
  });

  const ready = target !== null && check.ok && password !== '' && passwordError === null && !submit.isPending;
  const handleSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || !check.ok || target === null) return;
    setServerError(null);
    const values = { amount: check.minor, target, withdrawPassword: password };
    submit.mutate(
      { ...values, idempotencyKey: actionKey.for(values) },
      {
        onSuccess: (done) => {
          actionKey.finish();
          setAmount('');
          setPassword('');
          toast(t('wallet.withdraw.done', { orderNo: done.orderNo }), { kind: 'success' });
        },
        onError: (err) => {
          // A refusal is final for these values; a network failure keeps the key for the retry.
          if (err instanceof GatewayError && err.code === ErrorCode.withdrawPasswordNotSet)
            setNeedsPassword(true);
          setServerError(errorText(err, t('wallet.failed')));
        },
      },
    );
  };

  if (needsPassword)
    return (
      <SetWithdrawPassword
        onDone={() => {
          setNeedsPassword(false);
          setServerError(null);
        }}
      />
    );

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate>
      <WithdrawTargets targets={targets.list} value={target} onChange={setPicked} account={account} />
      <section className="card stack" aria-busy={!p}>
        {p ? (
          <div className="stack gap-2" data-testid="withdraw-prompt">
            <span>
              {t('wallet.withdraw.withdrawable')}:{' '}
              <strong data-testid="withdraw-withdrawable">{money(p.withdrawable, currency)}</strong>
            </span>
            <span className="muted text-13">
              {t('wallet.withdraw.limits', {
                min: formatMoney(p.min, currency),
                max: formatMoney(p.max, currency),
                unit: unit(currency),
              })}
              {' · '}
              {t('wallet.withdraw.timesLeft', { count: p.timesLeftToday })}
            </span>
            {p.turnoverRemaining > 0 && (
              <span className="muted text-13">
                {t('wallet.withdraw.turnover', {
                  amount: formatMoney(p.turnoverRemaining, currency),
                  unit: unit(currency),
                })}
              </span>
            )}
            {p.notice && <span className="muted text-13">{p.notice}</span>}
          </div>
        ) : (
          <Skeleton height={60} />
        )}
        <WalletField
          id="withdraw-amount"
          label={t('wallet.withdraw.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountError}
          addon={
            <button
              type="button"
              className="btn btn-secondary"
              disabled={!p}
              onClick={() =>
                p && setAmount(formatMoney(Math.min(p.withdrawable, p.max), currency, { grouping: false }))
              }
            >
              {t('wallet.withdraw.all')}
            </button>
          }
          hint={
            <span data-testid="withdraw-fee">
              {t('wallet.withdraw.fee')}: {fee === null ? '—' : money(fee, currency)}
              {fee !== null && check.ok && (
                <>
                  {' · '}
                  {t('wallet.withdraw.receive')}: {money(Math.max(0, check.minor - fee), currency)}
                </>
              )}
            </span>
          }
        />
        <WalletField
          id="withdraw-password"
          label={t('wallet.withdraw.password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder={t('wallet.withdraw.passwordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError ? t(passwordError) : serverError}
        />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={!ready}
          data-testid="withdraw-submit"
        >
          {submit.isPending ? t('wallet.withdraw.submitting') : t('wallet.withdraw.submit')}
        </button>
      </section>
    </form>
  );
}
