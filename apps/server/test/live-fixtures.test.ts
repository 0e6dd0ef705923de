import { describe, expect, it } from 'vitest';
import { DURATION_MIN, LEAGUES, MATCH_COUNT } from '../src/modules/live/live-seed-data.ts';
import { overlapsDaily, pairFixtures } from '../src/modules/live/live-fixtures.ts';
import { seedStartAt } from '../seed/live-seed.ts';

const MINUTE = 60_000;

describe('seeded fixtures: no club in two matches at once', () => {
  // Seeding at different times of day rounds starts differently; every one must schedule.
  for (const now of [
    Date.UTC(2026, 10, 25, 12, 0),
    Date.UTC(2026, 10, 25, 3, 7),
    Date.UTC(2026, 0, 1, 23, 58),
  ])
    for (const sport of ['football', 'basketball', 'esports'] as const)
      it(`${sport}, seeded at ${new Date(now).toISOString()}`, () => {
        const leagues = LEAGUES.filter((l) => l.sport === sport);
        const count = MATCH_COUNT[sport];
        const length = DURATION_MIN[sport] * MINUTE;
        const starts = Array.from({ length: count }, (_, i) => seedStartAt(sport, i, count, now));
        for (const [l, league] of leagues.entries()) {
          const mine = starts.filter((_, i) => i % leagues.length === l);
          const pairs = pairFixtures(league.teams.length, mine, length);
          for (let a = 0; a < pairs.length; a++) {
            expect(pairs[a]![0]).not.toBe(pairs[a]![1]);
            for (let b = a + 1; b < pairs.length; b++) {
              if (!overlapsDaily(mine[a]!, mine[b]!, length)) continue;
              const shared = pairs[a]!.filter((team) => pairs[b]!.includes(team));
              expect(shared, `${league.name} matches ${a} and ${b}`).toEqual([]);
            }
          }
          // Every club plays, and pairings vary.
          expect(new Set(pairs.flat()).size).toBe(league.teams.length);
          expect(new Set(pairs.map((p) => [...p].sort().join('-'))).size).toBeGreaterThan(pairs.length / 3);
        }
      });

  it('treats the day as a circle (a match late tonight meets one early tomorrow)', () => {
    const day = 24 * 60 * MINUTE;
    expect(overlapsDaily(day - 30 * MINUTE, 10 * MINUTE, 105 * MINUTE)).toBe(true);
    expect(overlapsDaily(0, 200 * MINUTE, 105 * MINUTE)).toBe(false);
  });
});
