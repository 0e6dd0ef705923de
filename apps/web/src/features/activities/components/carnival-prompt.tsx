import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths.ts';
import { usePromotions, type Promotion } from '../api/get-promotions.ts';
import './carnival.css';

/** Closed prompts are remembered for the browser session, per activity. */
const SEEN_KEY = 'carnival-closed';

function closedIds(): string[] {
  const raw = sessionStorage.getItem(SEEN_KEY);
  return raw ? raw.split(',') : [];
}

/** The carnival is the red-envelope rain running now (docs/activities.md "Carnival prompt"). */
export function carnivalOf(list: readonly Promotion[], now: number, closed: readonly string[]) {
  return (
    list.find(
      (p) => p.kind === 'envelope' && p.startAt <= now && now < p.endAt && !closed.includes(p.promotionId),
    ) ?? null
  );
}

/**
 * The carnival prompt on the home (spec §2 "/app/home … target … after closing a carnival-activity
 * prompt"): while the red-envelope rain runs, a card invites the member (or visitor) to it. "去抢红包"
 * opens the activity; closing it hides it for this browser session and lands on /app/home. It does not
 * cover the page (no modal): the home stays usable around it.
 */
export function CarnivalPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePromotions('all');
  const [closed, setClosed] = useState(closedIds);
  const [now] = useState(() => Date.now());
  const carnival = list.data ? carnivalOf(list.data.list, now, closed) : null;
  if (!carnival) return null;

  const handleClose = () => {
    const next = [...closed, carnival.promotionId];
    sessionStorage.setItem(SEEN_KEY, next.join(','));
    setClosed(next);
    void navigate(paths.home, { replace: true });
  };
  return (
    <section className="card act-carnival" aria-labelledby="act-carnival-title" data-testid="carnival-prompt">
      <h2 id="act-carnival-title" className="act-h2">
        {t('act.carnival.title', { title: carnival.title })}
      </h2>
      <p className="muted">{t('act.carnival.text')}</p>
      <div className="act-carnival-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void navigate(`${paths.activities}?a=${encodeURIComponent(carnival.promotionId)}`)}
        >
          {t('act.carnival.join')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('act.carnival.closeLabel')}
          onClick={handleClose}
        >
          {t('act.carnival.close')}
        </button>
      </div>
    </section>
  );
}
