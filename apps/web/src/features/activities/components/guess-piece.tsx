import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useSubmitGuess } from '../api/activity-actions.ts';
import { guessQuery, quizQuery } from '../api/get-activity-info.ts';
import { useActionFeedback } from '../hooks/use-action-feedback.ts';

interface Card {
  id: string;
  title: string;
  options: string[];
  picked: number | null;
  kickoffAt?: number | undefined;
}

/** Quiz and guess cards: matches of the live schedule, one pick each until kick-off; my picks below. */
export function GuessPiece({ id, kind }: { id: string; kind: 'quiz' | 'guess' }) {
  const { t } = useTranslation();
  const quiz = useQuery({ ...quizQuery(id), enabled: kind === 'quiz' });
  const guess = useQuery({ ...guessQuery(id), enabled: kind === 'guess' });
  const submit = useSubmitGuess(kind);
  const feedback = useActionFeedback();
  const d = kind === 'quiz' ? quiz.data : guess.data;
  if (!d) return <Skeleton height={160} />;
  const cards: Card[] =
    'questions' in d
      ? d.questions.map((q) => ({
          id: q.questionId,
          title: q.title,
          options: q.options,
          picked: q.picked ?? null,
          kickoffAt: q.kickoffAt,
        }))
      : d.matches.map((m) => ({
          id: m.matchId,
          title: m.title,
          options: m.options,
          picked: m.picked,
          kickoffAt: m.kickoffAt,
        }));
  const handlePick = (matchId: string, option: number) =>
    submit.mutate(
      { activityId: id, matchId, option },
      { onSuccess: () => toast(t('act.guess.submitted'), { kind: 'success' }), onError: feedback.onError },
    );
  return (
    <div className="act-guess">
      {d.prize !== undefined && (
        <p className="muted">{t('act.guess.prize', { amount: formatMoney(d.prize, 'CNY') })}</p>
      )}
      {cards.length === 0 && <p className="muted">{t('act.guess.noMatches')}</p>}
      <ul className="act-guess-list">
        {cards.map((c) => (
          <li key={c.id} className="act-guess-card" data-match={c.id}>
            <p className="act-guess-title">{c.title}</p>
            {c.kickoffAt !== undefined && (
              <p className="muted">
                {t('act.guess.kickoff', { time: new Date(c.kickoffAt).toLocaleString('zh-CN') })}
              </p>
            )}
            <div className="act-options" role="group" aria-label={c.title}>
              {c.options.map((o, i) => (
                <button
                  key={o}
                  type="button"
                  className={c.picked === i ? 'btn btn-primary' : 'btn'}
                  aria-pressed={c.picked === i}
                  disabled={c.picked !== null || submit.isPending || !d.eligible}
                  onClick={() => handlePick(c.id, i)}
                >
                  {o}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {d.records && d.records.length > 0 && (
        <>
          <h2 className="act-h2">{t('act.guess.records')}</h2>
          <ul className="act-records" data-testid="guess-records">
            {d.records.map((r) => (
              <li key={`${r.matchId}-${r.kickoffAt}`}>
                <span>{r.title}</span>
                <span className={`act-result act-result-${r.status}`}>
                  {t(`act.guess.result.${r.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
