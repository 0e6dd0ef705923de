import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorText } from '@/lib/gateway/error-text.ts';
import { memberResponsibleQuery } from '../api/ops-tool-queries.ts';
import { OpsExclusionForm } from './ops-exclusion-form.tsx';
import { OpsResponsibleDetails } from './ops-responsible-view.tsx';

function MemberResult({ name }: { name: string }) {
  const { t } = useTranslation();
  const q = useQuery(memberResponsibleQuery(name));
  if (q.isPending) return <Skeleton height={120} />;
  if (q.isError)
    return (
      <div className="stack" role="alert">
        <p className="muted">{errorText(q.error, t('opsTools.loadFailed'))}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void q.refetch()}>
          {t('opsTools.retry')}
        </button>
      </div>
    );
  return (
    <>
      <OpsResponsibleDetails view={q.data} />
      <OpsExclusionForm name={q.data.memberName} />
    </>
  );
}

/** Looks a member up by account and shows their responsible play, with the one change operators may make. */
export function OpsMemberResponsible() {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [name, setName] = useState<string | null>(null);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = draft.trim();
    if (next) setName(next);
  };
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-14">
        {t('opsTools.member.title')}
      </h2>
      <form className="row gap-8" onSubmit={handleSubmit}>
        <label className="stack grow">
          <span>{t('opsTools.member.lookup')}</span>
          <input value={draft} maxLength={64} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-secondary" disabled={!draft.trim()}>
          {t('opsTools.member.search')}
        </button>
      </form>
      {name && <MemberResult key={name} name={name} />}
    </section>
  );
}
