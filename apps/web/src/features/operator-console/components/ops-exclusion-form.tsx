import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { exclusionRange, isExclusionLength } from '@arena/domain';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useAddExclusion, type ExclusionInput } from '../api/ops-tool-queries.ts';

/** Adds a time-out or self-exclusion for a member; the server refuses anything that would shorten one. */
export function OpsExclusionForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<'timeout' | 'self_exclusion'>('timeout');
  const [length, setLength] = useState('7');
  const [note, setNote] = useState('');
  const add = useAddExclusion(name);
  const timeout = kind === 'timeout';
  const range = exclusionRange(kind);
  const n = Number(length);
  const valid = isExclusionLength(kind, n);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    const extra = note.trim() ? { note: note.trim() } : {};
    const input: ExclusionInput = timeout
      ? { kind: 'timeout', days: n, ...extra }
      : { kind: 'self_exclusion', months: n, ...extra };
    add.mutate(input, {
      onSuccess: () => toast(t('opsTools.exclude.done'), { kind: 'success' }),
      onError: (err) => toast(errorText(err, t('opsTools.failed')), { kind: 'error' }),
    });
  };
  return (
    <form className="stack" onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="text-13 m-0">
        {t('opsTools.exclude.title')}
      </h4>
      <p className="muted m-0">{t('opsTools.exclude.rule')}</p>
      <label className="stack">
        <span>{t('opsTools.exclude.kind')}</span>
        <select
          value={kind}
          onChange={(e) => {
            const next = e.target.value === 'self_exclusion' ? 'self_exclusion' : 'timeout';
            setKind(next);
            setLength(next === 'timeout' ? '7' : String(exclusionRange(next).min));
          }}
        >
          <option value="timeout">{t('responsible.exclusion.timeout')}</option>
          <option value="self_exclusion">{t('responsible.exclusion.self')}</option>
        </select>
      </label>
      <label className="stack">
        <span>{timeout ? t('opsTools.exclude.timeoutDays') : t('opsTools.exclude.selfMonths')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          value={length}
          aria-invalid={!valid}
          onChange={(e) => setLength(e.target.value)}
        />
      </label>
      <label className="stack">
        <span>{t('opsTools.exclude.note')}</span>
        <input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-secondary" disabled={!valid || add.isPending}>
        {t('opsTools.exclude.submit')}
      </button>
    </form>
  );
}
