import type { CallOutput, catalogue } from '@arena/protocol';

/** A lobby game as the list call answers it. */
export type LobbyGame = CallOutput<typeof catalogue.games.gameList>['list'][number];
/** The lobby's filter chips: every game, hot ones by rank, or the member's favourites. */
export type LobbyFilter = 'all' | 'hot' | 'fav';

/**
 * The games a lobby shows: brand tab, filter chip and search text (name or code, case-insensitive),
 * hot ones ordered by rank.
 */
export function filterGames(
  games: readonly LobbyGame[],
  opts: { brand: string; filter: LobbyFilter; search: string; favourites: ReadonlySet<string> },
): LobbyGame[] {
  const needle = opts.search.trim().toLowerCase();
  const out = games.filter(
    (g) =>
      (!opts.brand || g.brandCode === opts.brand) &&
      (opts.filter !== 'hot' || g.hotRank !== null) &&
      (opts.filter !== 'fav' || opts.favourites.has(`${g.venueCode}/${g.gameCode}`)) &&
      (!needle || g.name.toLowerCase().includes(needle) || g.gameCode.toLowerCase().includes(needle)),
  );
  if (opts.filter === 'hot') out.sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0));
  return out;
}
