import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { RequireMember } from '@/components/ui/require-member.tsx';
import { useResponsibleStatus } from '../api/get-status.ts';
import { ExclusionSection } from './exclusion-section.tsx';
import { AgeSection } from './age-check.tsx';
import { HistorySection } from './history-section.tsx';
import { LimitRow } from './limit-row.tsx';
import { RealitySection } from './reality-section.tsx';
import './responsible.css';

const ROWS = [
  ['deposit', 'day'],
  ['deposit', 'week'],
  ['deposit', 'month'],
  ['loss', 'day'],
  ['loss', 'week'],
  ['loss', 'month'],
  ['session', 'session'],
] as const;

/** /app/me/responsible: limits, reality check, time-out and self-exclusion, and the history. */
export function ResponsibleScreen() {
  return (
    <RequireMember>
      <ResponsibleSections />
    </RequireMember>
  );
}

function ResponsibleSections() {
  const { t } = useTranslation();
  const id = useId();
  const status = useResponsibleStatus();
  const data = status.data;
  return (
    <Page title={t('responsible.title')} back>
      <p className="muted">{t('responsible.intro')}</p>
      {status.isError ? (
        <div className="row" role="alert">
          <span className="muted">{t('responsible.loadFailed')}</span>
          <button type="button" className="btn btn-secondary" onClick={() => void status.refetch()}>
            {t('responsible.retry')}
          </button>
        </div>
      ) : !data ? (
        <Skeleton height={200} />
      ) : (
        <>
          {data.birthDateNeeded && <AgeSection />}
          <ExclusionSection exclusion={data.exclusion} />
          <section className="card stack" aria-labelledby={`${id}-limits`}>
            <h2 id={`${id}-limits`}>{t('responsible.limits.title')}</h2>
            {ROWS.map(([kind, period]) => (
              <LimitRow
                key={`${kind}-${period}`}
                kind={kind}
                period={period}
                limit={data.limits.find((l) => l.kind === kind && l.period === period)}
              />
            ))}
          </section>
          <RealitySection key={String(data.realityMinutes)} minutes={data.realityMinutes} />
        </>
      )}
      <HistorySection />
    </Page>
  );
}
