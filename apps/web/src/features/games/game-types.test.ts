import { describe, expect, it } from 'vitest';
import { filterGames, type LobbyGame } from './game-types.ts';

const game = (gameCode: string, name: string, brandCode: string, hotRank: number | null): LobbyGame => ({
  gameCode,
  venueCode: 'by',
  name,
  iconUrl: '',
  category: 'egame',
  isHot: hotRank !== null,
  isNew: false,
  collected: false,
  demoAvailable: true,
  brandCode,
  tags: [],
  hotRank,
  collectCount: 0,
});

const games = [
  game('yb0001', '黄金熊猫宝藏', 'by-1', null),
  game('yb0002', '幸运功夫连线', 'by-2', 2),
  game('yb0003', '熊猫转轮', 'by-2', 1),
];
const none = new Set<string>();

describe('filterGames (lobby filters)', () => {
  it('matches the search text in the name or the code, case-insensitively', () => {
    expect(
      filterGames(games, { brand: '', filter: 'all', search: ' 熊猫 ', favourites: none }).map(
        (g) => g.gameCode,
      ),
    ).toEqual(['yb0001', 'yb0003']);
    expect(filterGames(games, { brand: '', filter: 'all', search: 'YB0002', favourites: none })).toHaveLength(
      1,
    );
  });

  it('keeps one brand, hot games by rank, or favourites', () => {
    expect(filterGames(games, { brand: 'by-2', filter: 'all', search: '', favourites: none })).toHaveLength(
      2,
    );
    expect(
      filterGames(games, { brand: '', filter: 'hot', search: '', favourites: none }).map((g) => g.gameCode),
    ).toEqual(['yb0003', 'yb0002']);
    const favs = new Set(['by/yb0002']);
    expect(
      filterGames(games, { brand: '', filter: 'fav', search: '', favourites: favs }).map((g) => g.gameCode),
    ).toEqual(['yb0002']);
  });
});
