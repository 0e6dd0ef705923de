import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useActivityAction } from '../api/activity-actions.ts';
import { envelopeQuery } from '../api/get-activity-info.ts';
import { useActionFeedback } from '../hooks/use-action-feedback.ts';

const DROPS = 12;

/** Red-envelope rain: the running round's pool, the member's grabs, and envelopes to tap. */
export function EnvelopePiece({ id }: { id: string }) {
  const { t } = useTranslation();
  const info = useQuery({ ...envelopeQuery(id), refetchInterval: 15_000 });
  const grab = useActivityAction('envelope');
  const feedback = useActionFeedback();
  if (!info.data) return <Skeleton height={160} />;
  const d = info.data;
  const r = d.round;
  const running = r?.running ?? false;
  const full = r ? r.grabbed >= r.perMember : false;
  const handleGrab = () =>
    grab.mutate(id, { onSuccess: (a) => feedback.onPrize(a.prize), onError: feedback.onError });
  return (
    <div className="act-envelope">
      {running && r ? (
        <>
          <p className="act-big">
            {t('act.envelope.running', { remaining: formatMoney(r.remaining, 'CNY') })}
          </p>
          <p className="muted" data-testid="envelope-grabbed">
            {t('act.envelope.grabbed', { n: r.grabbed, max: r.perMember })}
          </p>
          <div className="act-rain" aria-hidden="true">
            {Array.from({ length: DROPS }, (_, i) => (
              <span
                key={i}
                className="act-drop"
                style={{ left: `${(i * 83) % 100}%`, animationDelay: `${(i % 6) * 0.4}s` }}
              />
            ))}
          </div>
        </>
      ) : (
        <p className="act-big">
          {d.nextRoundAt
            ? t('act.envelope.next', { time: new Date(d.nextRoundAt).toLocaleString('zh-CN') })
            : t('act.envelope.none')}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={!running || full || grab.isPending || !d.eligible || r?.remaining === 0}
        onClick={handleGrab}
      >
        {t('act.envelope.grab')}
      </button>
    </div>
  );
}
