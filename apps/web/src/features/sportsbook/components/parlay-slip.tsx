import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  formatMoney,
  oddsToE2,
  parlayPotential,
  parseMoney,
} from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { toast } from '@/components/ui/toast-store.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { usePlaceParlay } from '../api/place-parlay.ts';
import { useBetSlip } from '../stores/bet-slip-store.ts';
import { SlipPickHead, StakeField } from './slip-parts.tsx';

const yuan = (fen: number) => formatMoney(fen, 'CNY');

/**
 * The parlay tab of the slip: every pick is a leg of one stake (2–8 legs, one per match), with the
 * combined odds, the potential return (floored to the fen as the book settles) and the book's reason
 * when it refuses.
 */
export function ParlaySlip({ policyField }: { policyField: ReactNode }) {
  const { t } = useTranslation();
  const { picks, policy, parlayStake, setParlayStake, setAllOdds, clear } = useBetSlip();
  const token = useSession((s) => s.token);
  const place = usePlaceParlay();
  const [text, setText] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const typeStake = (value: string) => {
    setText(value);
    const parsed = parseMoney(value, 'CNY');
    setParlayStake(parsed.ok ? parsed.minor : 0);
  };
  const matches = new Set(picks.map((p) => p.matchId));
  const repeated = matches.size !== picks.length;
  const countOk = picks.length >= PARLAY_MIN_LEGS && picks.length <= PARLAY_MAX_LEGS;
  const odds = picks.map((p) => oddsToE2(p.odds) ?? 100);
  const combined = parlayPotential(100, odds);
  const potential = parlayPotential(parlayStake, odds);
  const problem = repeated
    ? t('sportsbook.parlay.repeated')
    : !countOk
      ? t('sportsbook.parlay.count', { min: PARLAY_MIN_LEGS, max: PARLAY_MAX_LEGS })
      : '';

  const submit = async () => {
    try {
      const res = await place.mutateAsync({
        legs: picks.map((p) => ({
          matchId: p.matchId,
          marketKey: p.marketKey,
          selectionKey: p.selectionKey,
          odds: p.odds,
        })),
        stake: parlayStake,
        policy,
        idempotencyKey: crypto.randomUUID(),
      });
      toast(t('sportsbook.parlay.placed', { betNo: res.parlay.betNo, odds: res.parlay.odds }), {
        kind: 'success',
      });
      setReason('');
      setText(null);
      setParlayStake(0);
      clear();
    } catch (err) {
      const msg = err instanceof GatewayError ? err.message : t('sportsbook.placeFailed');
      setReason(msg);
      toast(msg, { kind: 'error' });
      const now = err instanceof GatewayError && err.code === ErrorCode.betOddsChanged ? err.data : null;
      const next = (now as { odds?: unknown } | null)?.odds;
      if (Array.isArray(next)) setAllOdds(next.filter((o): o is string => typeof o === 'string'));
    }
  };

  return (
    <section className="sb-parlay" aria-label={t('sportsbook.parlay.title', { count: picks.length })}>
      <ul className="sb-slip-list">
        {picks.map((p) => (
          <li
            key={`${p.matchId}|${p.marketKey}|${p.selectionKey}`}
            className="sb-slip-pick"
            data-testid="sb-parlay-leg"
          >
            <SlipPickHead pick={p} />
          </li>
        ))}
      </ul>
      {problem && <p className="sb-reason">{problem}</p>}
      <div className="row">
        <strong>{t('sportsbook.parlay.title', { count: picks.length })}</strong>
        <span data-testid="sb-parlay-odds">
          {t('sportsbook.parlay.odds', { odds: (combined / 100).toFixed(2) })}
        </span>
      </div>
      <StakeField value={text ?? (parlayStake > 0 ? yuan(parlayStake) : '')} onType={typeStake} />
      <div className="muted">{t('sportsbook.potentialReturn', { amount: yuan(potential) })}</div>
      {reason && (
        <p className="sb-reason" role="alert">
          {reason}
        </p>
      )}
      {policyField}
      {token ? (
        <button
          type="button"
          className="btn btn-primary sb-place"
          disabled={place.isPending || problem !== '' || parlayStake <= 0}
          onClick={() => void submit()}
        >
          {place.isPending ? t('sportsbook.placing') : t('sportsbook.parlay.place', { count: picks.length })}
        </button>
      ) : (
        <Link className="btn btn-primary sb-place" to={paths.login}>
          {t('sportsbook.loginToBet')}
        </Link>
      )}
    </section>
  );
}
