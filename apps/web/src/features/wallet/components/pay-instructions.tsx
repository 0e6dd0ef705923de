import { useTranslation } from 'react-i18next';
import type { CallOutput, catalogue } from '@arena/protocol';
import { CopyLine } from './copy-button.tsx';
import { QrCode } from './qr-code.tsx';

export type DepositOrderView = CallOutput<typeof catalogue.finance.payVal>;

/**
 * How to pay an open order, for every channel kind: a scanned code (QR code, the payment link with a
 * copy button), USDT (QR code of the receiving address, the address and network with copy buttons),
 * a bank transfer (payee, account and amount with copy buttons).
 */
export function PayInstructions({ order, amountText }: { order: DepositOrderView; amountText: string }) {
  const { t } = useTranslation();
  return (
    <div className="stack gap-12" data-testid={`pay-${order.channelKind}`}>
      {order.qrCode && (
        <>
          <QrCode text={order.qrCode} label={t('wallet.pay.qrLabel')} />
          <p className="muted m-0 text-center text-13">
            {order.channelKind === 'usdt' ? t('wallet.pay.scanHintUsdt') : t('wallet.pay.scanHint')}
          </p>
        </>
      )}
      {order.channelKind === 'qr' && order.qrCode && (
        <CopyLine
          label={t('wallet.pay.link')}
          value={order.qrCode}
          what={t('wallet.pay.link')}
          testId="pay-link"
        />
      )}
      {order.payAddress && (
        <>
          <CopyLine
            label={t('wallet.pay.address')}
            value={order.payAddress.address}
            what={t('wallet.pay.address')}
            testId="pay-address"
          />
          <p className="m-0" data-testid="pay-network">
            <span className="muted">{t('wallet.pay.network')}</span>{' '}
            <strong>{order.payAddress.network}</strong>
          </p>
          <p className="error m-0 text-13" role="note">
            {t('wallet.pay.networkWarn', { network: order.payAddress.network })}
          </p>
        </>
      )}
      {order.bankInfo && (
        <div className="stack gap-8" aria-label={t('wallet.deposit.payee')} role="group">
          <CopyLine
            label={t('wallet.deposit.payeeName')}
            value={order.bankInfo.accountName}
            what={t('wallet.deposit.payeeName')}
            testId="payee-name"
          />
          <CopyLine
            label={t('wallet.deposit.payeeAccount')}
            value={order.bankInfo.cardNum}
            what={t('wallet.deposit.payeeAccount')}
            testId="payee-account"
          />
          <p className="m-0">
            <span className="muted">{t('wallet.deposit.payeeBank')}</span> {order.bankInfo.bankName} ·{' '}
            {order.bankInfo.branch}
          </p>
        </div>
      )}
      <p className="m-0">
        <span className="muted">{t('wallet.pay.amountToPay')}</span>{' '}
        <strong data-testid="pay-amount">{amountText}</strong>
      </p>
    </div>
  );
}
