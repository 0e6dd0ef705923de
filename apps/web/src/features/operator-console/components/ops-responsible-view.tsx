import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@arena/domain';
import type { OpsResponsibleView } from '@arena/protocol';
import './ops.css';

const yuan = (fen: number) => `${formatMoney(fen, 'CNY')} 元`;

/** What an operator sees of one member's responsible play: limits, session, reality check, exclusions. */
export function OpsResponsibleDetails({ view }: { view: OpsResponsibleView }) {
  const { t } = useTranslation();
  const kindName = (kind: 'timeout' | 'self_exclusion') =>
    kind === 'timeout' ? t('responsible.exclusion.timeout') : t('responsible.exclusion.self');
  const value = (kind: string, amount: number | null) =>
    amount === null
      ? t('opsTools.member.removal')
      : kind === 'session'
        ? t('responsible.minutes', { count: amount })
        : yuan(amount);
  return (
    <div className="stack" data-testid="ops-responsible">
      <dl className="ops-facts">
        <dt>{t('opsTools.member.birthDate')}</dt>
        <dd data-testid="ops-birth-date">{view.birthDate ?? t('opsTools.member.birthDateMissing')}</dd>
        <dt>{t('opsTools.member.session')}</dt>
        <dd>
          {view.session
            ? t('opsTools.member.sessionValue', {
                minutes: Math.floor(view.session.elapsedMs / 60_000),
                net: yuan(view.session.net),
              })
            : t('opsTools.member.noSession')}
        </dd>
        <dt>{t('opsTools.member.reality')}</dt>
        <dd>
          {view.realityMinutes === null
            ? t('opsTools.member.realityOff')
            : t('opsTools.member.realityEvery', { count: view.realityMinutes })}
        </dd>
      </dl>
      <h4 className="text-13 m-0">{t('opsTools.member.limits')}</h4>
      {view.limits.length === 0 ? (
        <p className="muted">{t('opsTools.member.noLimits')}</p>
      ) : (
        <ul className="m-0 pl-16" data-testid="ops-limits">
          {view.limits.map((l) => (
            <li key={`${l.kind}-${l.period}`}>
              {t('opsTools.member.limitValue', {
                period: t(`responsible.periods.${l.period}`),
                kind: t(`responsible.kinds.${l.kind}`),
                value: l.amount === null ? t('responsible.limits.none') : value(l.kind, l.amount),
                used: l.kind === 'session' ? t('responsible.minutes', { count: l.used }) : yuan(l.used),
              })}
              {l.pending &&
                ` · ${t('opsTools.member.pending', {
                  value: value(l.kind, l.pending.amount),
                  at: formatDateTime(l.pending.effectiveAt),
                })}`}
            </li>
          ))}
        </ul>
      )}
      <h4 className="text-13 m-0">{t('opsTools.member.exclusion')}</h4>
      <p data-testid="ops-exclusion-active" className={view.exclusion ? undefined : 'muted'}>
        {view.exclusion
          ? t('opsTools.member.active', {
              kind: kindName(view.exclusion.kind),
              end: formatDateTime(view.exclusion.endsAt),
            })
          : t('opsTools.member.noActive')}
      </p>
      {view.exclusions.length > 0 && (
        <ul className="m-0 pl-16" aria-label={t('opsTools.member.history')}>
          {view.exclusions.map((e) => (
            <li key={e.id}>
              {t('opsTools.member.historyRow', {
                kind: kindName(e.kind),
                start: formatDateTime(e.startsAt),
                end: formatDateTime(e.endsAt),
                by: e.setBy === 'member' ? t('opsTools.member.byMember') : t('opsTools.member.byOperator'),
              })}
              {e.note ? ` · ${e.note}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
