import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponsibleStatus } from '@arena/protocol';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useSetLimit } from '../api/set-limit.ts';
import { useCancelPending } from '../api/cancel-pending.ts';
import { siteClock, useYuan } from './format.ts';

type Limit = ResponsibleStatus['limits'][number];
type Kind = Limit['kind'];
type Period = Limit['period'];

/** One limit: its value in force, use and reset, any pending change, and a form to change it. */
export function LimitRow({ kind, period, limit }: { kind: Kind; period: Period; limit: Limit | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const yuan = useYuan();
  const [value, setValue] = useState('');
  const save = useSetLimit();
  const cancel = useCancelPending();
  const minutes = kind === 'session';
  const show = (v: number) => (minutes ? t('responsible.minutes', { count: v }) : yuan(v));
  const label = minutes
    ? t('responsible.limits.minutesLabel')
    : t('responsible.limits.amountLabel', {
        period: t(`responsible.periods.${period}`),
        kind: t(`responsible.kinds.${kind}`),
      });
  const onError = (err: unknown) => toast(errorText(err, t('responsible.failed')), { kind: 'error' });
  const submit = (amount: number | null) =>
    save.mutate(
      { kind, period, amount },
      {
        onSuccess: (s) => {
          const after = s.limits.find((l) => l.kind === kind && l.period === period);
          toast(after?.pending ? t('responsible.limits.pendingSaved') : t('responsible.saved'), {
            kind: 'success',
          });
          setValue('');
        },
        onError,
      },
    );
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) return;
    submit(minutes ? Math.round(n) : Math.round(n * 100));
  };
  return (
    <form className="stack responsible-limit" onSubmit={handleSubmit} data-testid={`limit-${kind}-${period}`}>
      <div className="field">
        <label htmlFor={`${id}-v`}>{label}</label>
        <p className="muted m-0">
          {limit?.amount != null ? show(limit.amount) : t('responsible.limits.none')}
          {limit?.amount != null &&
            (minutes
              ? ` · ${t('responsible.limits.usedMinutes', { count: limit.used })}`
              : ` · ${t('responsible.limits.used', {
                  used: yuan(Math.max(0, limit.used)),
                  reset: limit.resetsAt ? siteClock(limit.resetsAt) : '',
                })}`)}
        </p>
        {limit?.pending && (
          <p className="row m-0">
            <span>
              {limit.pending.amount === null
                ? t('responsible.limits.pendingRemoval', { at: siteClock(limit.pending.effectiveAt) })
                : t('responsible.limits.pending', {
                    value: show(limit.pending.amount),
                    at: siteClock(limit.pending.effectiveAt),
                  })}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate({ kind, period }, { onError })}
            >
              {t('responsible.limits.cancelPending')}
            </button>
          </p>
        )}
        <input
          id={`${id}-v`}
          inputMode={minutes ? 'numeric' : 'decimal'}
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/[^\d.]/g, ''))}
        />
      </div>
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={save.isPending || value === ''}>
          {t('responsible.limits.save')}
        </button>
        {limit?.amount != null && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={save.isPending}
            onClick={() => submit(null)}
          >
            {t('responsible.limits.remove')}
          </button>
        )}
      </div>
    </form>
  );
}
