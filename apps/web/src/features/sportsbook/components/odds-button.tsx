import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One price: a toggle that puts the selection on the bet slip. A moved price is tinted up or down for
 * 0.9 s with an arrow that stays until the next move; a suspended or closed market cannot be picked.
 */
export function OddsButton({
  name,
  odds,
  picked,
  disabled,
  onPick,
  label,
}: {
  name: string;
  odds: string;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
  /** Accessible name: the match and market besides the selection. */
  label: string;
}) {
  const { t } = useTranslation();
  const [previous, setPrevious] = useState(odds);
  const [trend, setTrend] = useState<'up' | 'down' | null>(null);
  const [lit, setLit] = useState(false);
  if (odds !== previous) {
    // Adjusting state while rendering (react.dev "storing information from previous renders").
    setPrevious(odds);
    setTrend(Number(odds) > Number(previous) ? 'up' : 'down');
    setLit(true);
  }
  useEffect(() => {
    if (!lit) return;
    const timer = setTimeout(() => setLit(false), 900);
    return () => clearTimeout(timer);
  }, [lit, odds]);
  return (
    <button
      type="button"
      className={`sb-odds${picked ? ' is-picked' : ''}${trend ? ` is-${trend}` : ''}${lit ? ' is-lit' : ''}`}
      aria-pressed={picked}
      aria-label={`${label} ${name} ${disabled ? t('sportsbook.suspended') : odds}`}
      disabled={disabled}
      onClick={onPick}
      data-testid="sb-odds"
    >
      <span className="sb-odds-name">{name}</span>
      <strong className="sb-odds-value">
        {disabled ? '🔒' : odds}
        {trend && !disabled && (
          <span className="sb-odds-arrow" aria-hidden="true">
            {trend === 'up' ? '▲' : '▼'}
          </span>
        )}
      </strong>
    </button>
  );
}
