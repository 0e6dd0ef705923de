import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { toast } from '@/components/ui/toast-store.ts';
import { useRedeemCoupon } from '../api/redeem-coupon.ts';
import { useClaimFeedback } from '../hooks/use-claim-feedback.ts';

/** The same rule the catalogue's couponRedeem schema holds: 4–32 letters or digits. */
const COUPON_CODE = /^[A-Za-z0-9]{4,32}$/;

/** The coupon-code box: checks the format first, then redeems; the code is cleared on success. */
export function CouponForm() {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const redeem = useRedeemCoupon();
  const feedback = useClaimFeedback();
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!COUPON_CODE.test(value)) {
      setError(t('rewards.welfare.couponInvalid'));
      return;
    }
    setError(null);
    redeem.mutate(value, {
      onSuccess: (answer) => {
        setCode('');
        toast(t('rewards.welfare.redeemed', { amount: formatMoney(answer.credited, 'CNY') }), {
          kind: 'success',
        });
      },
      onError: feedback.onError,
    });
  };
  return (
    <form className="stack" onSubmit={handleSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-code`}>{t('rewards.welfare.coupon')}</label>
        <input
          id={`${id}-code`}
          value={code}
          maxLength={32}
          autoComplete="off"
          placeholder={t('rewards.welfare.couponPlaceholder')}
          aria-invalid={error !== null}
          aria-describedby={`${id}-error`}
          onChange={(e) => setCode(e.target.value)}
        />
        <p id={`${id}-error`} className="form-error m-0" role="alert">
          {error ?? ''}
        </p>
      </div>
      <button type="submit" className="btn btn-primary" disabled={redeem.isPending}>
        {redeem.isPending ? t('rewards.welfare.redeeming') : t('rewards.welfare.redeem')}
      </button>
    </form>
  );
}
