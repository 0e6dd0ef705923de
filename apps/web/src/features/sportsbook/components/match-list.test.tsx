import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { BookMatch } from '@arena/protocol';
import { initI18n } from '@/lib/i18n.ts';
import { WindowedMatches } from './match-list.tsx';
import { MATCH_ROW_HEIGHT } from './match-row.tsx';
import { useBetSlip } from '../stores/bet-slip-store.ts';

beforeAll(async () => {
  await initI18n('zh-CN');
});

const match = (i: number): BookMatch => ({
  matchId: `m1${String(i).padStart(3, '0')}`,
  sport: 'football',
  leagueName: '测试联赛',
  homeName: `主队${i}`,
  visitName: `客队${i}`,
  homeLogo: '',
  visitLogo: '',
  homeScore: 0,
  visitScore: 0,
  phase: 'live',
  clock: "10'",
  startAt: '2026-11-26T10:00:00',
  inPlay: true,
  markets: [
    {
      marketKey: '1x2',
      kind: '1x2',
      name: '独赢',
      status: 'open',
      selections: [
        { key: 'home', name: '主胜', odds: '1.90' },
        { key: 'draw', name: '平局', odds: '3.20' },
        { key: 'visit', name: '客胜', odds: '4.10' },
      ],
    },
  ],
});

// spec §1 sports betting: the book lists every live and coming match with its main market; the list
// of 220 renders only the rows around the screen, and tells assistive technology the whole size.
describe('the windowed match list', () => {
  it('has the height of every match but renders only a screenful, each row placed by its index', () => {
    const matches = Array.from({ length: 220 }, (_, i) => match(i));
    const { getByRole } = render(
      <MemoryRouter>
        <WindowedMatches matches={matches} />
      </MemoryRouter>,
    );
    const list = getByRole('list');
    expect(list.getAttribute('data-count')).toBe('220');
    expect(list.style.height).toBe(`${220 * MATCH_ROW_HEIGHT}px`);
    const rows = within(list).getAllByTestId('sb-match');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(20);
    rows.forEach((row, i) => {
      expect(row.getAttribute('aria-setsize')).toBe('220');
      expect(row.getAttribute('aria-posinset')).toBe(String(i + 1));
      expect(row.style.transform).toBe(`translateY(${i * MATCH_ROW_HEIGHT}px)`);
      expect(row.getAttribute('data-match-id')).toBe(matches[i]?.matchId);
    });
    expect(within(rows[0]!).getByRole('button', { name: /主队0.*主胜 1\.90/ })).toBeTruthy();
  });
});

const withHome = (m: BookMatch, odds: string): BookMatch => ({
  ...m,
  markets: m.markets.map((k) => ({
    ...k,
    selections: k.selections.map((x) => (x.key === 'home' ? { ...x, odds } : x)),
  })),
});

// spec §1 sports betting (docs/sportsbook.md "Screens"): a tap on a price puts it on the slip, and a
// moved price is tinted up or down, the tint starting again on every move.
describe('a price in the list', () => {
  it('toggles its selection on the slip and flashes each move', () => {
    act(() => useBetSlip.getState().clear());
    const first = match(0);
    const view = (m: BookMatch) => (
      <MemoryRouter>
        <WindowedMatches matches={[m]} />
      </MemoryRouter>
    );
    const { container, rerender } = render(view(first));
    const home = () => within(container).getByRole('button', { name: /主队0.*主胜/ });
    expect(home().className).not.toMatch(/is-(up|down|moved)/); // no flash when first shown
    fireEvent.click(home());
    expect(useBetSlip.getState().picks).toMatchObject([
      { matchId: first.matchId, marketKey: '1x2', selectionKey: 'home', odds: '1.90' },
    ]);
    expect(home().getAttribute('aria-pressed')).toBe('true');
    rerender(view(withHome(first, '2.05')));
    expect(home().className).toContain('is-up is-moved-1');
    expect(home().textContent).toContain('▲');
    rerender(view(withHome(first, '1.80')));
    expect(home().className).toContain('is-down is-moved-0');
    fireEvent.click(home());
    expect(useBetSlip.getState().picks).toEqual([]);
    expect(home().getAttribute('aria-pressed')).toBe('false');
  });
});
