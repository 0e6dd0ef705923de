import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';

/** Amounts with their unit: fen in, '1,000.00 元' out. */
export function useYuan(): (fen: number) => string {
  const { t } = useTranslation();
  return useCallback((fen: number) => t('responsible.yuan', { amount: formatMoney(fen, 'CNY') }), [t]);
}

/** 'YYYY-MM-DD HH:mm' in site time (UTC+8), the clock limits reset by. */
export const siteClock = (ms: number) =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
