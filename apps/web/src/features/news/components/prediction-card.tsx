import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GatewayError } from '@arena/protocol';
import { formatDateTime } from '@arena/domain';
import { toast } from '@/components/ui/toast-store.ts';
import { useSession } from '@/lib/session.ts';
import { useUnlockPrediction } from '../api/unlock-prediction.ts';

export interface PredictionView {
  predictionId: string;
  leagueName: string;
  homeName: string;
  visitName: string;
  kickoffAt: number;
  market: string;
  pick: 'home' | 'draw' | 'visit' | null;
  pickName: string;
  odds: string;
  analysis: string;
  premium: boolean;
  price: number;
  unlocked: boolean;
  status: 'pending' | 'hit' | 'miss' | 'void';
  finalScore: string | null;
}

function UnlockButton({ prediction }: { prediction: PredictionView }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.token !== null);
  const unlock = useUnlockPrediction({
    done: (r) =>
      toast(r.spent > 0 ? t('news.unlockDone', { spent: r.spent }) : t('news.unlockFree'), {
        kind: 'success',
      }),
    failed: (err) =>
      toast(err instanceof GatewayError ? err.message : t('news.loadFailed'), { kind: 'error' }),
  });
  if (!loggedIn)
    return (
      <Link className="btn btn-secondary" to="/login">
        {t('news.loginToUnlock')}
      </Link>
    );
  const run = () => unlock.mutate(prediction.predictionId);
  return (
    <button type="button" className="btn btn-primary" disabled={unlock.isPending} onClick={run}>
      {unlock.isPending ? t('news.unlocking') : t('news.unlock', { price: prediction.price })}
    </button>
  );
}

/** One prediction: the match, the pick (or the unlock button of a premium one) and how it settled. */
export function PredictionCard({ prediction: p }: { prediction: PredictionView }) {
  const { t } = useTranslation();
  return (
    <li
      className={`news-prediction is-${p.status}`}
      data-testid="prediction"
      data-prediction-id={p.predictionId}
    >
      <div className="news-prediction-head">
        <span className="muted">
          {p.leagueName} · {t('news.kickoff', { time: formatDateTime(p.kickoffAt).slice(5, 16) })}
        </span>
        <span className={`news-badge is-${p.status}`}>{t(`news.status.${p.status}`)}</span>
      </div>
      <strong>{t('news.matchLabel', { home: p.homeName, visit: p.visitName })}</strong>
      {p.finalScore && <span className="muted">{t('news.finalScore', { score: p.finalScore })}</span>}
      {p.pick ? (
        <>
          <span className="news-pick">
            {p.market} · {t('news.pick', { pick: p.pickName, odds: p.odds })}
            {p.premium && p.unlocked && <span className="news-badge"> {t('news.unlocked')}</span>}
          </span>
          <p className="news-analysis">{p.analysis}</p>
        </>
      ) : (
        <div className="news-locked">
          <span className="muted">{t('news.locked')}</span>
          <UnlockButton prediction={p} />
        </div>
      )}
    </li>
  );
}
