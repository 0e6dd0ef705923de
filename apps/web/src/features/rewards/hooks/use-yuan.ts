import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';

/** Formats CNY minor units (fen) with two decimals and the unit: 800 → "8.00 元". */
export function useYuan(): (minor: number) => string {
  const { t } = useTranslation();
  return useCallback((minor: number) => t('rewards.yuan', { amount: formatMoney(minor, 'CNY') }), [t]);
}
