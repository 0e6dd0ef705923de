import { useTranslation } from 'react-i18next';
import { STAKE_PRESETS } from '../sportsbook-constants.ts';
import { useBetSlip, type SlipPick } from '../stores/bet-slip-store.ts';

/** A pick's selection, price and remove button, with its match and market under it. */
export function SlipPickHead({ pick }: { pick: SlipPick }) {
  const { t } = useTranslation();
  const remove = useBetSlip((s) => s.remove);
  return (
    <>
      <div className="row sb-slip-title">
        <strong>{pick.selectionName}</strong>
        <span className="sb-slip-odds">@ {pick.odds}</span>
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('sportsbook.removePick', { name: pick.selectionName })}
          onClick={() => remove(pick.matchId, pick.marketKey, pick.selectionKey)}
        >
          ×
        </button>
      </div>
      <div className="muted">
        {pick.matchLabel} · {pick.marketName}
      </div>
    </>
  );
}

/** A stake in yuan, typed or picked from the presets; `onType` gets the text as typed. */
export function StakeField({ value, onType }: { value: string; onType: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <label className="sb-stake">
        <span>{t('sportsbook.stake')}</span>
        <input
          inputMode="decimal"
          value={value}
          onChange={(e) => onType(e.target.value)}
          placeholder={t('sportsbook.stakePlaceholder')}
        />
        <span>{t('sportsbook.yuan')}</span>
      </label>
      <div className="sb-presets">
        {STAKE_PRESETS.map((fen) => (
          <button key={fen} type="button" className="btn btn-ghost" onClick={() => onType(String(fen / 100))}>
            {t('sportsbook.preset', { amount: fen / 100 })}
          </button>
        ))}
      </div>
    </>
  );
}
