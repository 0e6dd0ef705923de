import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES } from '@arena/domain';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useSetRealityCheck } from '../api/set-reality-check.ts';

const CHOICES = [15, 30, 45, 60, 90, 120].filter(
  (m) => m >= REALITY_CHECK_MINUTES.min && m <= REALITY_CHECK_MINUTES.max,
);

/** The reality-check interval: during play a dialog shows the session time and net position. */
export function RealitySection({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(minutes === null ? '' : String(minutes));
  const save = useSetRealityCheck();
  return (
    <section className="card stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('responsible.reality.title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-m`}>{t('responsible.reality.label')}</label>
        <select id={`${id}-m`} value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="">{t('responsible.reality.off')}</option>
          {CHOICES.map((m) => (
            <option key={m} value={String(m)}>
              {t('responsible.reality.every', { count: m })}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            { minutes: value === '' ? null : Number(value) },
            {
              onSuccess: () => toast(t('responsible.saved'), { kind: 'success' }),
              onError: (err) => toast(errorText(err, t('responsible.failed')), { kind: 'error' }),
            },
          )
        }
      >
        {t('responsible.reality.save')}
      </button>
    </section>
  );
}
