import { useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookMatch } from '@arena/protocol';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { useNextFrameValue } from '@/lib/use-next-frame-value.ts';
import { useWindowRange } from '@/lib/use-window-range.ts';
import { useBook, type BookSport } from '../api/get-book.ts';
import { useSlipPicks } from './market-block.tsx';
import { MATCH_ROW_HEIGHT, MatchRow } from './match-row.tsx';

/**
 * Rows of a list's first render: two of these tall rows fill the top of a phone screen under the
 * tabs; more rows a frame made opening the list one long frame on a slow phone.
 */
const FIRST_ROWS = 2;

/**
 * One section's matches, windowed as the live list is (docs/perf.md "Sportsbook list"): the list has
 * the full height and only the rows around the screen are rendered, each placed by its index, so a
 * poll that changes the odds of every match re-renders a screenful, not 220 rows of prices.
 */
export function WindowedMatches({
  matches,
  belowFirst = false,
}: {
  matches: readonly BookMatch[];
  /** The list starts below another one: its first render draws no row (it grows once measured). */
  belowFirst?: boolean;
}) {
  const box = useRef<HTMLUListElement>(null);
  const { start, end, visibleStart, visibleEnd } = useWindowRange(
    box,
    matches.length,
    MATCH_ROW_HEIGHT,
    belowFirst ? 0 : FIRST_ROWS,
  );
  // The slip is read once for the list; each row gets its own picks, so a tap re-renders one row.
  const picks = useSlipPicks();
  // Rows drawn off screen take a poll's matches one frame after the rows on screen: a poll that moves
  // or holds every price is then drawn in two frames of half the work each (docs/perf.md "Sportsbook
  // list"). A row scrolled on screen shows the latest matches at once.
  const late = useNextFrameValue(matches);
  const lateById = useMemo(() => new Map(late.map((m) => [m.matchId, m])), [late]);
  return (
    <ul
      ref={box}
      className="sb-list sb-window"
      role="list"
      style={{ height: matches.length * MATCH_ROW_HEIGHT }}
      data-testid="sb-list"
      data-count={matches.length}
    >
      {matches.slice(start, end).map((m, i) => {
        const onScreen = start + i >= visibleStart && start + i < visibleEnd;
        return (
          <MatchRow
            key={m.matchId}
            match={onScreen ? m : (lateById.get(m.matchId) ?? m)}
            index={start + i}
            size={matches.length}
            picked={picks.get(m.matchId) ?? ''}
            onScreen={onScreen}
          />
        );
      })}
    </ul>
  );
}

/** The book's live and coming matches of a sport, with the main market inline. */
export function MatchList({ sport }: { sport: BookSport | undefined }) {
  const { t } = useTranslation();
  const book = useBook(sport);
  // A poll's new odds are rendered as a transition, which React slices and interrupts, so a list
  // update never holds the main thread as one long task (docs/perf.md "Sportsbook placement").
  const data = useDeferredValue(book.data);
  if (!data && !book.isError) return <PageSkeleton />;
  if (!data)
    return (
      <EmptyState
        text={t('sportsbook.loadFailed')}
        action={
          <button type="button" className="btn btn-secondary" onClick={() => void book.refetch()}>
            {t('sportsbook.retry')}
          </button>
        }
      />
    );
  if (data.list.length === 0) return <EmptyState text={t('sportsbook.noMatches')} />;
  const live = data.list.filter((m) => m.inPlay);
  const coming = data.list.filter((m) => !m.inPlay);
  return (
    <>
      {live.length > 0 && (
        <section aria-label={t('sportsbook.liveNow')}>
          <h2 className="sb-section">{t('sportsbook.liveNow')}</h2>
          <WindowedMatches matches={live} />
        </section>
      )}
      <section aria-label={t('sportsbook.upcoming')}>
        <h2 className="sb-section">{t('sportsbook.upcoming')}</h2>
        <WindowedMatches matches={coming} belowFirst={live.length * MATCH_ROW_HEIGHT >= window.innerHeight} />
      </section>
    </>
  );
}
