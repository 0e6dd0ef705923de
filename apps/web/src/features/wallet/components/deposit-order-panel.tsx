import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatStartAt } from '@arena/domain';
import { toast } from '@/components/ui/toast-store.ts';
import { appealDeposit } from '../api/appeal-deposit.ts';
import { confirmDeposit } from '../api/confirm-deposit.ts';
import { uploadProof } from '../api/upload-proof.ts';
import { refreshMoney } from '../api/wallet-keys.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import { proofFileError, readAsDataUrl } from '../proof-rules.ts';
import type { Settlement } from '../settlement.ts';

/** A placed deposit order as payVal answers it. */
export interface DepositOrder {
  orderNo: string;
  amount: number;
  status: 'paying' | 'confirming' | 'success' | 'failed' | 'cancelled';
  payUrl: string;
  qrCode: string | null;
  bankInfo: { bankName: string; accountName: string; cardNum: string; branch: string } | null;
  expiresAt: number;
}

/** The order after placing it: where to pay, its status, "I have paid", proof upload and appeal. */
export function DepositOrderPanel({
  order,
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
  const [status, setStatus] = useState(order.status);
  const confirm = useMutation({
    mutationFn: () => confirmDeposit(order.orderNo),
    onSuccess: (answer) => {
      setStatus(answer.status);
      return refreshMoney(client);
    },
    onError: (err) => toast(errorText(err, t('wallet.failed')), { kind: 'error' }),
  });
  const open = status === 'paying' || status === 'confirming';

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="deposit-order-title" data-testid="deposit-order">
        <h2 id="deposit-order-title" style={{ margin: 0 }}>
          {t('wallet.deposit.orderTitle')}
        </h2>
        <dl className="stack" style={{ margin: 0, gap: 4 }}>
          <Item label={t('wallet.deposit.orderNo')} value={order.orderNo} testId="deposit-order-no" />
          <Item label={t('wallet.deposit.orderAmount')} value={money(order.amount, settlement.currency)} />
          <Item
            label={t('wallet.deposit.status')}
            value={t(`wallet.deposit.statuses.${status}`)}
            testId="deposit-order-status"
          />
        </dl>
        {open && (
          <p className="muted" style={{ margin: 0 }}>
            {t('wallet.deposit.expiresAt', { time: formatStartAt(order.expiresAt) })}
          </p>
        )}
        {order.bankInfo && (
          <dl className="stack" style={{ margin: 0, gap: 4 }} aria-label={t('wallet.deposit.payee')}>
            <Item label={t('wallet.deposit.payeeName')} value={order.bankInfo.accountName} />
            <Item label={t('wallet.deposit.payeeBank')} value={order.bankInfo.bankName} />
            <Item label={t('wallet.deposit.payeeAccount')} value={order.bankInfo.cardNum} />
            <Item label={t('wallet.deposit.payeeBranch')} value={order.bankInfo.branch} />
          </dl>
        )}
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
    <div className="row" style={{ justifyContent: 'space-between', gap: 8 }}>
      <dt className="muted">{label}</dt>
      <dd style={{ margin: 0, wordBreak: 'break-all' }} data-testid={testId}>
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
        <span id="deposit-proof-hint" className="muted" style={{ fontSize: 13 }}>
          {t('wallet.deposit.proofHint')}
        </span>
        <span
          id="deposit-proof-message"
          className={error ? 'error' : 'muted'}
          aria-live="polite"
          data-testid="deposit-proof-message"
          style={{ minHeight: 18 }}
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
        <span id="deposit-appeal-message" className="error" aria-live="polite" style={{ minHeight: 18 }}>
          {error ?? ''}
        </span>
      </div>
      <div className="row" style={{ gap: 8 }}>
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
