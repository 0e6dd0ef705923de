import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@arena/domain';
import { unitWordKey, type Settlement } from '../settlement.ts';

/**
 * Money at the edge (HOUSE-STYLE "format only at the edge"): minor units → `1,234.00 元` or
 * `1,234.00 USDT`, with the unit word of the settlement switch (spec §1).
 */
export function useMoneyFormat(settlement: Settlement) {
  const { t } = useTranslation();
  const unit = useCallback((currency: Currency) => t(unitWordKey(currency, settlement)), [t, settlement]);
  const money = useCallback(
    (minor: number, currency: Currency) =>
      t('wallet.amountWithUnit', { amount: formatMoney(minor, currency), unit: unit(currency) }),
    [t, unit],
  );
  return { money, unit, account: t(settlement.accountWord) };
}
