import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { useSession } from '@/lib/session.ts';
import { BalanceBar } from './balance-bar.tsx';
import { BetSlip } from './bet-slip.tsx';
import { MatchDetail } from './match-detail.tsx';
import { MatchList } from './match-list.tsx';
import { MyBets } from './my-bets.tsx';
import '../sportsbook.css';

const SPORTS = ['all', 'football', 'basketball', 'esports'] as const;
type SportTab = (typeof SPORTS)[number];
const VIEWS = ['book', 'bets'] as const;
type View = (typeof VIEWS)[number];

/**
 * The sportsbook (docs/sportsbook.md): sports, live and coming matches with the main market inline, a
 * match with every market (`?match=`), my bets (`?view=bets`), and the bet slip on top of all of them.
 */
export function SportsbookScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const token = useSession((s) => s.token);
  const sport = (SPORTS as readonly string[]).includes(search.get('sport') ?? '')
    ? (search.get('sport') as SportTab)
    : 'all';
  const view: View = search.get('view') === 'bets' ? 'bets' : 'book';
  // Switching between a match and the list (a link tap) renders as a transition, which React slices
  // and the browser can interrupt: drawing the list in the click's own task was its longest task at 4x
  // CPU (docs/perf.md "Sportsbook placement").
  const matchId = useDeferredValue(search.get('match'));
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setSearch(next);
  };
  return (
    <Page title={t('sportsbook.title')} back>
      {token && <BalanceBar />}
      <TabList
        label={t('sportsbook.views')}
        tabs={VIEWS}
        selected={view}
        onSelect={(v) => setParam('view', v === 'book' ? null : v)}
        textOf={(v) => t(`sportsbook.viewNames.${v}`)}
        className="sb-tabs"
        itemClassName="sb-tab"
      />
      {view === 'bets' ? (
        token ? (
          <MyBets />
        ) : (
          <EmptyState text={t('sportsbook.loginForBets')} />
        )
      ) : matchId ? (
        <MatchDetail matchId={matchId} />
      ) : (
        <>
          <TabList
            label={t('sportsbook.sports')}
            tabs={SPORTS}
            selected={sport}
            onSelect={(s) => setParam('sport', s === 'all' ? null : s)}
            textOf={(s) => t(`sportsbook.sportNames.${s}`)}
            className="sb-tabs"
            itemClassName="sb-tab"
          />
          <MatchList sport={sport === 'all' ? undefined : sport} />
        </>
      )}
      <BetSlip />
    </Page>
  );
}
