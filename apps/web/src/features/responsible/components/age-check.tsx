import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BIRTH_DATE_MESSAGES_ZH, birthDateProblem, siteDay } from '@arena/domain';
import { ClosableDialog } from '@/components/ui/closable-dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useConfirmAge } from '../api/confirm-age.ts';

/** The registration's rule; a minor is told money actions are closed (registration says it cannot register). */
function useProblemText(): (value: string) => string | null {
  const { t } = useTranslation();
  return (value) => {
    const problem = birthDateProblem(value, siteDay(Date.now()));
    if (problem === null) return null;
    return problem === 'underAge' ? t('responsible.age.underAge') : BIRTH_DATE_MESSAGES_ZH[problem];
  };
}

/** The date field and its submit, shared by the dialog and the responsible-play screen. */
function AgeForm({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const id = useId();
  // The site day when the form opened: the date field's upper bound.
  const [today] = useState(() => siteDay(Date.now()));
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const confirm = useConfirmAge();
  const problem = useProblemText()(value);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    confirm.mutate(value, {
      onSuccess: () => toast(t('responsible.age.done'), { kind: 'success' }),
      onError: (err) => toast(errorText(err, t('responsible.failed')), { kind: 'error' }),
    });
  };
  return (
    <form id={formId} className="stack" onSubmit={handleSubmit} noValidate>
      <FormField
        id={`${id}-birth-date`}
        type="date"
        label={t('responsible.age.label')}
        hint={t('responsible.age.hint')}
        value={value}
        max={today}
        error={touched ? problem : null}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
        {t('responsible.age.submit')}
      </button>
    </form>
  );
}

const LATER_KEY = 'arena-age-later';

/**
 * Asks a member without a date of birth on record (created before the 18+ rule) for it once after
 * signing in; "稍后" hides it for this tab, and deposits, transfers and stakes stay refused until given.
 */
export function AgeCheckDialog() {
  const { t } = useTranslation();
  const formId = useId();
  const [later, setLater] = useState(() => sessionStorage.getItem(LATER_KEY) === '1');
  if (later) return null;
  const handleLater = () => {
    sessionStorage.setItem(LATER_KEY, '1');
    setLater(true);
  };
  return (
    <ClosableDialog
      title={t('responsible.age.title')}
      onClose={handleLater}
      closeLabel={t('responsible.age.later')}
      closeVariant="plain"
    >
      <p>{t('responsible.age.intro')}</p>
      <AgeForm formId={formId} />
    </ClosableDialog>
  );
}

/** The same question on the responsible-play screen, for as long as the date is missing. */
export function AgeSection() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('responsible.age.title')}</h2>
      <p className="muted">{t('responsible.age.intro')}</p>
      <AgeForm formId={`${id}-form`} />
    </section>
  );
}
