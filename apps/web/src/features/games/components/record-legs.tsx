import { useTranslation } from 'react-i18next';
import type { CallOutput, catalogue } from '@arena/protocol';

type RecordLeg = NonNullable<CallOutput<typeof catalogue.games.gameRecords>['list'][number]['legs']>[number];

/** Outcomes shown in the win colour or the loss colour; push, void and open legs stay neutral. */
const TONE: Partial<Record<RecordLeg['status'], string>> = {
  won: 'up',
  half_won: 'up',
  lost: 'down',
  half_lost: 'down',
};

/**
 * A sportsbook parlay's legs in a game record, one per row: the match, the pick, the price taken and the
 * leg's own result (docs/sportsbook.md "Game records"). Text only: every value is rendered as text.
 */
export function RecordLegs({ legs }: { legs: readonly RecordLeg[] }) {
  const { t } = useTranslation();
  return (
    <ol className="record-legs" aria-label={t('gameRecords.legs')} data-testid="record-legs">
      {legs.map((leg, i) => (
        <li key={i} className="record-leg" data-testid="record-leg" data-status={leg.status}>
          <span className="record-leg-no">{t('gameRecords.legNo', { n: i + 1 })}</span>
          <span className="record-leg-match">{leg.match}</span>
          <span className="record-leg-pick">
            {leg.pick} <strong>@{leg.odds}</strong>
          </span>
          <span className={`record-leg-result ${TONE[leg.status] ?? ''}`}>{leg.result}</span>
        </li>
      ))}
    </ol>
  );
}
