import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponsibleStatus } from '@arena/protocol';
import { exclusionRange, isExclusionLength } from '@arena/domain';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useExclude } from '../api/exclude.ts';
import { siteClock } from './format.ts';

/** Time-out (days) or self-exclusion (months): shown as running, or a form with an explicit confirmation. */
export function ExclusionSection({ exclusion }: { exclusion: ResponsibleStatus['exclusion'] }) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<'timeout' | 'self_exclusion'>('timeout');
  const [length, setLength] = useState('1');
  const [confirm, setConfirm] = useState(false);
  const start = useExclude();
  const timeout = kind === 'timeout';
  const n = Number(length);
  const valid = isExclusionLength(kind, n);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || !confirm) return;
    start.mutate(timeout ? { kind, days: n, confirm: true } : { kind, months: n, confirm: true }, {
      onSuccess: () => toast(t('responsible.exclusion.started'), { kind: 'success' }),
      onError: (err) => toast(errorText(err, t('responsible.failed')), { kind: 'error' }),
    });
  };
  return (
    <section className="card stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('responsible.exclusion.title')}</h2>
      {exclusion && (
        <p role="status" data-testid="exclusion-active" className="m-0">
          {t('responsible.exclusion.active', {
            kind: t(
              exclusion.kind === 'timeout' ? 'responsible.exclusion.timeout' : 'responsible.exclusion.self',
            ),
            end: siteClock(exclusion.endsAt),
          })}
        </p>
      )}
      <form className="stack" onSubmit={handleSubmit}>
        <div className="row" role="radiogroup" aria-label={t('responsible.exclusion.title')}>
          {(['timeout', 'self_exclusion'] as const).map((k) => (
            <label key={k}>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setLength(String(exclusionRange(k).min));
                }}
              />
              {t(k === 'timeout' ? 'responsible.exclusion.timeout' : 'responsible.exclusion.self')}
            </label>
          ))}
        </div>
        <div className="field">
          <label htmlFor={`${id}-n`}>
            {t(timeout ? 'responsible.exclusion.timeoutLabel' : 'responsible.exclusion.selfLabel')}
          </label>
          <input
            id={`${id}-n`}
            inputMode="numeric"
            value={length}
            onChange={(e) => setLength(e.target.value.replace(/\D/g, ''))}
          />
        </div>
        <label className="row">
          <input type="checkbox" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />
          <span>{t('responsible.exclusion.confirm')}</span>
        </label>
        <button
          type="submit"
          className="btn btn-danger btn-primary"
          disabled={!valid || !confirm || start.isPending}
        >
          {t(timeout ? 'responsible.exclusion.startTimeout' : 'responsible.exclusion.startSelf')}
        </button>
      </form>
    </section>
  );
}
