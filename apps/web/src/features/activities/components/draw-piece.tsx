import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useActivityAction } from '../api/activity-actions.ts';
import { lotteryQuery, wheelQuery } from '../api/get-activity-info.ts';
import { useActionFeedback } from '../hooks/use-action-feedback.ts';

/** Full turns before the wheel settles on the drawn slot. */
const TURNS = 5;

/**
 * Spin wheel and lottery: chances, the published prize table with odds, and a draw. The outcome comes
 * from the server; the wheel only animates to it with a CSS transform (compositor work, no long task).
 */
export function DrawPiece({ id, kind }: { id: string; kind: 'wheel' | 'lottery' }) {
  const { t } = useTranslation();
  const wheel = useQuery({ ...wheelQuery(id), enabled: kind === 'wheel' });
  const lottery = useQuery({ ...lotteryQuery(id), enabled: kind === 'lottery' });
  const draw = useActivityAction(kind);
  const feedback = useActionFeedback();
  const [angle, setAngle] = useState(0);
  const [won, setWon] = useState<number | null>(null);
  const d = kind === 'wheel' ? wheel.data : lottery.data;
  if (!d) return <Skeleton height={160} />;
  const slots = 'slots' in d ? d.slots : d.prizes;
  const step = 360 / slots.length;
  const handleDraw = () =>
    draw.mutate(id, {
      onSuccess: (a) => {
        const index = 'slotIndex' in a ? a.slotIndex : slots.findIndex((s) => s.prizeId === a.prize.prizeId);
        setWon(index);
        setAngle((prev) => prev - (prev % 360) + TURNS * 360 + (360 - index * step - step / 2));
        feedback.onPrize(a.prize);
      },
      onError: feedback.onError,
    });
  return (
    <div className="act-draw">
      {kind === 'wheel' && (
        <div className="act-wheel" role="img" aria-label={t('act.draw.wheelLabel')}>
          <div className="act-wheel-disc" style={{ transform: `rotate(${angle}deg)` }}>
            {slots.map((s, i) => (
              <span
                key={s.prizeId}
                className="act-wheel-slot"
                style={{ transform: `rotate(${i * step + step / 2}deg)` }}
              >
                {s.name.replace(/（.*）$/, '')}
              </span>
            ))}
          </div>
          <span className="act-wheel-pointer" aria-hidden="true" />
        </div>
      )}
      <p className="act-big" data-testid="draw-chances">
        {t('act.draw.chances', { n: d.chances })}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={d.chances <= 0 || draw.isPending || !d.eligible}
        onClick={handleDraw}
      >
        {draw.isPending ? t('act.draw.spinning') : t('act.draw.spin')}
      </button>
      <h2 className="act-h2">{t('act.draw.prizes')}</h2>
      <ul className="act-prizes">
        {slots.map((s, i) => (
          <li key={s.prizeId} className={i === won ? 'is-won' : ''}>
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
