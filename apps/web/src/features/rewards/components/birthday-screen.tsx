import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useBirthday } from '../api/get-birthday.ts';
import { useSetBirthday } from '../api/set-birthday.ts';
import { BonusList } from './bonus-list.tsx';
import { LoadError, RewardsPage } from './rewards-page.tsx';

/** The date-of-birth form, shown until a birthday is set (it is set once). */
function BirthdayForm() {
  const { t } = useTranslation();
  const id = useId();
  const [date, setDate] = useState('');
  const save = useSetBirthday();
  const today = new Date().toISOString().slice(0, 10);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    save.mutate(date, {
      onSuccess: () => toast(t('rewards.birthday.saved'), { kind: 'success' }),
      onError: (err) => toast(errorText(err, t('rewards.failed')), { kind: 'error' }),
    });
  };
  return (
    <form className="stack" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor={`${id}-date`}>{t('rewards.birthday.label')}</label>
        <input
          id={`${id}-date`}
          type="date"
          required
          min="1900-01-01"
          max={today}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <small className="muted">{t('rewards.birthday.once')}</small>
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending || date === ''}>
        {save.isPending ? t('rewards.birthday.saving') : t('rewards.birthday.save')}
      </button>
    </form>
  );
}

/** /app/me/birthday: set the date of birth once; in the birthday month, claim the level's birthCash. */
export function BirthdayScreen() {
  const { t } = useTranslation();
  const info = useBirthday();
  const data = info.data;
  return (
    <RewardsPage title={t('rewards.birthday.title')}>
      <section className="card stack" aria-labelledby="birthday-set">
        <h2 id="birthday-set">{t('rewards.birthday.set')}</h2>
        {info.isError ? (
          <LoadError
            text={t('rewards.loadFailed')}
            retry={t('rewards.retry')}
            onRetry={() => void info.refetch()}
          />
        ) : !data ? (
          <Skeleton height={60} />
        ) : data.birthday ? (
          <p className="m-0" data-testid="birthday-value">
            {t('rewards.birthday.yours', { date: data.birthday })}
          </p>
        ) : (
          <BirthdayForm />
        )}
      </section>
      <section className="card stack" aria-labelledby="birthday-cash">
        <h2 id="birthday-cash">{t('rewards.birthday.cash')}</h2>
        {data?.blocked && <p className="muted">{t('rewards.blocked')}</p>}
        {data && <BonusList items={data.list} kind="birthday" empty={t('rewards.birthday.empty')} />}
        {data?.list.some((i) => i.status === 'locked') && (
          <small className="muted">{t('rewards.birthday.notMonth')}</small>
        )}
      </section>
    </RewardsPage>
  );
}
