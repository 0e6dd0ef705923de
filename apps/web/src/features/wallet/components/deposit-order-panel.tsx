import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatStartAt } from '@arena/domain';
import { toast } from '@/components/ui/toast-store.ts';
import { appealDeposit } from '../api/appeal-deposit.ts';
import { confirmDeposit } from '../api/confirm-deposit.ts';
import { depositOrderQuery } from '../api/get-deposit-order.ts';
import { uploadProof } from '../api/upload-proof.ts';
import { refreshMoney } from '../api/wallet-keys.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import { isOpenStatus } from '../order-watch.ts';
import { proofFileError, readAsDataUrl } from '../proof-rules.ts';
import type { Settlement } from '../settlement.ts';
import { PayInstructions, type DepositOrderView } from './pay-instructions.tsx';

/** A placed deposit order as payVal answers it. */
export type DepositOrder = DepositOrderView;

/**
 * The order after placing it: how to pay it (QR code, link, address or bank account with copy
 * buttons), its status read again every few seconds while open, "I have paid", proof upload and
 * appeal. When the operator settles it the status and every balance update in place.
 */
export function DepositOrderPanel({
  order: placed,
  settlement,
  onNewOrder,
}: {
  order: DepositOrder;
  settlement: Settlement;
  onNewOrder: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat(settlement);
  const client = useQueryClient();
  const live = useQuery({ ...depositOrderQuery(placed.orderNo), initialData: placed });
  const order = live.data;
  const status = order.status;
  const confirm = useMutation({
    mutationFn: () => confirmDeposit(order.orderNo),
    onSuccess: (answer) => {
      client.setQueryData(depositOrderQuery(order.orderNo).queryKey, { ...order, status: answer.status });
      return refreshMoney(client);
    },
    onError: (err) => toast(errorText(err, t('wallet.failed')), { kind: 'error' }),
  });
  // The moment the order ends (settled by the operator, rejected, expired), every balance is read again.
  const seen = useRef(placed.status);
  useEffect(() => {
    if (seen.current === status) return;
    seen.current = status;
    if (!isOpenStatus(status)) void refreshMoney(client);
  }, [status, client]);
  const open = isOpenStatus(status);
  const amountText = money(order.amount, order.walletType === 'USDT' ? 'USDT' : 'CNY');

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="deposit-order-title" data-testid="deposit-order">
        <h2 id="deposit-order-title" className="m-0">
          {t('wallet.deposit.orderTitle')} · {order.channelName}
        </h2>
        <dl className="stack m-0 gap-4">
          <Item label={t('wallet.deposit.orderNo')} value={order.orderNo} testId="deposit-order-no" />
          <Item label={t('wallet.deposit.orderAmount')} value={amountText} />
          <Item
            label={t('wallet.deposit.status')}
            value={t(`wallet.deposit.statuses.${status}`)}
            testId="deposit-order-status"
          />
        </dl>
        <p aria-live="polite" className="m-0" data-testid="deposit-order-note">
          {status === 'success' ? (
            <strong className="text-up">{t('wallet.pay.credited', { amount: amountText })}</strong>
          ) : order.reason ? (
            <span className="error">{t('wallet.pay.reason', { reason: order.reason })}</span>
          ) : open ? (
            <span className="muted">{t('wallet.pay.waiting')}</span>
          ) : null}
        </p>
        {open && (
          <p className="muted m-0">
            {t('wallet.deposit.expiresAt', { time: formatStartAt(order.expiresAt) })}
          </p>
        )}
        {status === 'paying' && <PayInstructions order={order} amountText={amountText} />}
        {order.payUrl && open && (
          <a className="btn btn-secondary" href={order.payUrl} target="_blank" rel="noopener noreferrer">
            {t('wallet.deposit.payUrl')}
          </a>
        )}
        {status === 'paying' && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => confirm.mutate()}
            disabled={confirm.isPending}
            data-testid="deposit-paid"
          >
            {t('wallet.deposit.paid')}
          </button>
        )}
      </section>
      {open && <ProofUpload orderNo={order.orderNo} />}
      {status !== 'success' && <AppealForm orderNo={order.orderNo} />}
      <button type="button" className="btn btn-ghost" onClick={onNewOrder} data-testid="deposit-new-order">
        {t('wallet.deposit.newOrder')}
      </button>
    </div>
  );
}

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="row justify-between gap-8">
      <dt className="muted">{label}</dt>
      <dd className="m-0 break-all" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Proof upload: type and size checked before the file is read or sent (spec §8 upload failure). */
function ProofUpload({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const upload = useMutation({
    mutationFn: async (file: File) => uploadProof(orderNo, await readAsDataUrl(file)),
    onSuccess: () => {
      setDone(true);
      toast(t('wallet.deposit.proofUploaded'), { kind: 'success' });
    },
    onError: (err) => setError(errorText(err, t('wallet.deposit.proofFailed'))),
  });
  const handleFile = (file: File | undefined) => {
    setDone(false);
    if (!file) return;
    const problem = proofFileError(file);
    setError(problem ? t(problem) : null);
    if (!problem) upload.mutate(file);
  };
  return (
    <section className="card stack">
      <div className="field">
        <label htmlFor="deposit-proof">{t('wallet.deposit.proof')}</label>
        <input
          id="deposit-proof"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-describedby="deposit-proof-hint deposit-proof-message"
          aria-invalid={error !== null}
          disabled={upload.isPending}
          onChange={(e) => handleFile(e.target.files?.[0])}
        />
        <span id="deposit-proof-hint" className="muted text-13">
          {t('wallet.deposit.proofHint')}
        </span>
        <span
          id="deposit-proof-message"
          className={error ? 'error min-h-18' : 'muted min-h-18'}
          aria-live="polite"
          data-testid="deposit-proof-message"
        >
          {error ??
            (upload.isPending
              ? t('wallet.deposit.proofUploading')
              : done
                ? t('wallet.deposit.proofUploaded')
                : '')}
        </span>
      </div>
    </section>
  );
}

/** Appeal an order with a reason (spec §7 "speed pay appeal"). */
function AppealForm({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const appeal = useMutation({
    mutationFn: () => appealDeposit(orderNo, reason.trim()),
    onSuccess: ({ appealId }) => {
      setOpen(false);
      setReason('');
      toast(t('wallet.deposit.appealSent', { id: appealId }), { kind: 'success' });
    },
    onError: (err) => setError(errorText(err, t('wallet.failed'))),
  });
  if (!open)
    return (
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {t('wallet.deposit.appeal')}
      </button>
    );
  return (
    <form
      className="card stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim() === '') return setError(t('wallet.rules.reasonRequired'));
        setError(null);
        appeal.mutate();
      }}
    >
      <div className="field">
        <label htmlFor="deposit-appeal-reason">{t('wallet.deposit.appealReason')}</label>
        <textarea
          id="deposit-appeal-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby="deposit-appeal-message"
        />
        <span id="deposit-appeal-message" className="error min-h-18" aria-live="polite">
          {error ?? ''}
        </span>
      </div>
      <div className="row gap-8">
        <button type="submit" className="btn btn-primary" disabled={appeal.isPending}>
          {t('wallet.deposit.appealSubmit')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
