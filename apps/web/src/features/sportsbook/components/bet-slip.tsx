import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, oddsToE2, parseMoney } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { TabList } from '@/components/ui/tab-list.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { usePlaceBet } from '../api/place-bet.ts';
import { useBetSlip, type OddsPolicy, type SlipMode, type SlipPick } from '../stores/bet-slip-store.ts';
import { ParlaySlip } from './parlay-slip.tsx';
import { SlipPickHead, StakeField } from './slip-parts.tsx';

const POLICIES: readonly OddsPolicy[] = ['higher', 'any', 'none'];
const MODES: readonly SlipMode[] = ['singles', 'parlay'];
const yuan = (fen: number) => formatMoney(fen, 'CNY');
const pickId = (p: SlipPick) => `${p.matchId}|${p.marketKey}|${p.selectionKey}`;
/** What a stake returns at the slip's price, floored to the fen as the book settles. */
const toReturn = (p: SlipPick) => Math.floor((p.stake * (oddsToE2(p.odds) ?? 0)) / 100);

/**
 * The bet slip: singles with stake presets, potential return, the odds-change policy and refusals, and a
 * parlay tab that stakes once on every pick.
 */
export function BetSlip() {
  const { t } = useTranslation();
  const { picks, policy, mode, setMode, setStake, setOdds, setPolicy, remove, clear } = useBetSlip();
  const token = useSession((s) => s.token);
  const place = usePlaceBet();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(true);
  if (picks.length === 0) return null;

  const typeStake = (i: number, p: SlipPick, text: string) => {
    setTexts((s) => ({ ...s, [pickId(p)]: text }));
    const parsed = parseMoney(text, 'CNY');
    setStake(i, parsed.ok ? parsed.minor : 0);
  };
  const ready = picks.filter((p) => p.stake > 0);
  const totalStake = ready.reduce((s, p) => s + p.stake, 0);

  const placeAll = async () => {
    setBusy(true);
    for (const p of ready) {
      const id = pickId(p);
      try {
        const res = await place.mutateAsync({
          matchId: p.matchId,
          marketKey: p.marketKey,
          selectionKey: p.selectionKey,
          odds: p.odds,
          stake: p.stake,
          policy,
          idempotencyKey: crypto.randomUUID(),
        });
        toast(t('sportsbook.placed', { betNo: res.bet.betNo, odds: res.bet.odds }), { kind: 'success' });
        remove(p.matchId, p.marketKey, p.selectionKey);
        setReasons((s) => ({ ...s, [id]: '' }));
      } catch (err) {
        const msg = err instanceof GatewayError ? err.message : t('sportsbook.placeFailed');
        setReasons((s) => ({ ...s, [id]: msg }));
        toast(msg, { kind: 'error' });
        // The book answered the price of now: the slip shows it, so a second tap places at that price.
        const now = err instanceof GatewayError && err.code === ErrorCode.betOddsChanged ? err.data : null;
        const odds = (now as { odds?: unknown } | null)?.odds;
        const index = useBetSlip.getState().picks.findIndex((x) => pickId(x) === id);
        if (typeof odds === 'string' && index >= 0) setOdds(index, odds);
      }
    }
    setBusy(false);
  };

  const policyField = (
    <fieldset className="sb-policy">
      <legend>{t('sportsbook.policy')}</legend>
      {POLICIES.map((v) => (
        <label key={v}>
          <input type="radio" name="sb-policy" checked={policy === v} onChange={() => setPolicy(v)} />
          {t(`sportsbook.policies.${v}`)}
        </label>
      ))}
    </fieldset>
  );

  return (
    <aside className="sb-slip" aria-label={t('sportsbook.slip')}>
      <button type="button" className="sb-slip-head" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {t('sportsbook.slip')} <span className="sb-count">{picks.length}</span>
      </button>
      {open && (
        <div className="sb-slip-body">
          <TabList
            label={t('sportsbook.slipModes')}
            tabs={MODES}
            selected={mode}
            onSelect={setMode}
            textOf={(m) => t(`sportsbook.slipModeNames.${m}`)}
            className="sb-tabs"
            itemClassName="sb-tab"
          />
          {mode === 'parlay' ? (
            <ParlaySlip policyField={policyField} />
          ) : (
            <>
              <ul className="sb-slip-list">
                {picks.map((p, i) => (
                  <li key={pickId(p)} className="sb-slip-pick" data-testid="sb-slip-pick">
                    <SlipPickHead pick={p} />
                    <StakeField
                      value={texts[pickId(p)] ?? (p.stake > 0 ? yuan(p.stake) : '')}
                      onType={(text) => typeStake(i, p, text)}
                    />
                    <div className="muted">
                      {t('sportsbook.potentialReturn', { amount: yuan(toReturn(p)) })}
                    </div>
                    {reasons[pickId(p)] && (
                      <p className="sb-reason" role="alert">
                        {reasons[pickId(p)]}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
              {policyField}
              <div className="row sb-slip-foot">
                <span>
                  {t('sportsbook.totalStake', { amount: yuan(totalStake) })} ·{' '}
                  {t('sportsbook.totalReturn', { amount: yuan(ready.reduce((s, p) => s + toReturn(p), 0)) })}
                </span>
                <button type="button" className="btn btn-ghost" onClick={clear}>
                  {t('sportsbook.clear')}
                </button>
              </div>
              {token ? (
                <button
                  type="button"
                  className="btn btn-primary sb-place"
                  disabled={busy || ready.length === 0}
                  onClick={() => void placeAll()}
                >
                  {busy ? t('sportsbook.placing') : t('sportsbook.place', { count: ready.length })}
                </button>
              ) : (
                <Link className="btn btn-primary sb-place" to={paths.login}>
                  {t('sportsbook.loginToBet')}
                </Link>
              )}
            </>
          )}
        </div>
      )}
    </aside>
  );
}
