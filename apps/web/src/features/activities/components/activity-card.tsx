import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../api/get-promotions.ts';

const DAY = 86_400_000;

/** One activity card: title, category, state and the days left (or until it starts). */
export function ActivityCard({ p, onOpen }: { p: Promotion; onOpen: () => void }) {
  const { t } = useTranslation();
  // The time of the first render: days left need no second-by-second update.
  const [now] = useState(() => Date.now());
  const state = now < p.startAt ? 'upcoming' : now >= p.endAt ? 'ended' : 'running';
  const when =
    state === 'upcoming'
      ? t('act.startsIn', { days: Math.ceil((p.startAt - now) / DAY) })
      : t('act.timeLeft', { days: Math.max(0, Math.ceil((p.endAt - now) / DAY)) });
  return (
    <button type="button" className="card act-card" onClick={onOpen} data-kind={p.kind}>
      <span className="act-card-title">{p.title}</span>
      <span className="act-card-meta">
        <span className="act-badge">{t(`act.categories.${p.category}`)}</span>
        <span className={`act-state act-state-${state}`}>{t(`act.status.${state}`)}</span>
        <span className="muted">{when}</span>
      </span>
    </button>
  );
}
