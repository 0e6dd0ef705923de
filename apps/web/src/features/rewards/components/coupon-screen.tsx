import { useTranslation } from 'react-i18next';
import { CouponForm } from './coupon-form.tsx';
import { RewardsPage } from './rewards-page.tsx';

/** /app/me/coupon: redeem a coupon code into a bonus. */
export function CouponScreen() {
  const { t } = useTranslation();
  return (
    <RewardsPage title={t('rewards.coupon.title')}>
      <section className="card stack">
        <p className="muted m-0">{t('rewards.coupon.hint')}</p>
        <CouponForm />
      </section>
    </RewardsPage>
  );
}
