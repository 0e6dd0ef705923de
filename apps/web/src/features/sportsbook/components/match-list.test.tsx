import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OVERSCAN } from '@/lib/use-window-range.ts';
import type { BookMatch } from '@arena/protocol';
import { initI18n } from '@/lib/i18n.ts';
import { WindowedMatches } from './match-list.tsx';
import { MATCH_ROW_HEIGHT } from './match-row.tsx';
import { FLASH_KEYFRAMES, FLASH_TIMING } from './odds-button.tsx';
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

/** The windowed list of some matches, as a screen renders it (links need a router). */
const listOf = (matches: BookMatch[]) => (
  <MemoryRouter>
    <WindowedMatches matches={matches} />
  </MemoryRouter>
);

const withHome = (m: BookMatch, odds: string): BookMatch => ({
  ...m,
  markets: m.markets.map((k) => ({
    ...k,
    selections: k.selections.map((x) => (x.key === 'home' ? { ...x, odds } : x)),
  })),
});

/** One `animate()` call: its button, its arguments and the `cancel` of the animation it returned. */
interface Flashed {
  target: Element;
  keyframes: unknown;
  options: unknown;
  cancel: ReturnType<typeof vi.fn>;
}

/** jsdom has no Web Animations API: each `animate()` call is recorded. */
function recordAnimations(): Flashed[] {
  const calls: Flashed[] = [];
  Object.defineProperty(Element.prototype, 'animate', {
    configurable: true,
    value(this: Element, keyframes: unknown, options: unknown) {
      const cancel = vi.fn();
      calls.push({ target: this, keyframes, options, cancel });
      return { cancel };
    },
  });
  return calls;
}
/** What a price button shows: its odds (or 锁 for the drawn lock) and ▲/▼ for its drawn arrow. */
function shown(button: HTMLElement): string {
  const value = button.querySelector('.sb-odds-value');
  const lock = value?.querySelector('.sb-lock') ? '锁' : '';
  const arrow = value?.querySelector('.sb-odds-arrow');
  const trend = arrow ? (button.classList.contains('is-up') ? '▲' : '▼') : '';
  return `${lock}${value?.textContent ?? ''}${trend}`;
}

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'animate');
});

// spec §1 sports betting (docs/sportsbook.md "Screens"): a tap on a price puts it on the slip, and a
// moved price flashes up or down, the flash starting again on every move and on no other render.
describe('a price in the list', () => {
  it('toggles its selection on the slip and flashes each move', () => {
    act(() => useBetSlip.getState().clear());
    const animations = recordAnimations();
    const first = match(0);
    const { container, rerender } = render(listOf([first]));
    const home = () => within(container).getByRole('button', { name: /主队0.*主胜/ });
    expect(home().className).not.toMatch(/is-(up|down)/); // no flash when first shown
    expect(animations).toHaveLength(0);
    fireEvent.click(home());
    expect(useBetSlip.getState().picks).toMatchObject([
      { matchId: first.matchId, marketKey: '1x2', selectionKey: 'home', odds: '1.90' },
    ]);
    expect(home().getAttribute('aria-pressed')).toBe('true');
    expect(animations).toHaveLength(0); // a pick is not a move

    rerender(listOf([withHome(first, '2.05')]));
    expect(home().className).toContain('is-up');
    expect(shown(home())).toBe('2.05▲');
    expect(animations).toHaveLength(1);
    expect(animations[0]?.target).toBe(home());
    expect(animations[0]?.keyframes).toEqual(FLASH_KEYFRAMES);
    expect(animations[0]?.options).toEqual(FLASH_TIMING);

    rerender(listOf([withHome(first, '1.80')]));
    expect(home().className).toContain('is-down');
    expect(home().className).not.toContain('is-up');
    expect(shown(home())).toBe('1.80▼');
    // The second move restarts the flash: the first one is stopped, a new one runs on the same button.
    expect(animations).toHaveLength(2);
    expect(animations[0]?.cancel).toHaveBeenCalledTimes(1);
    expect(animations[1]?.target).toBe(home());
    expect(animations[1]?.cancel).not.toHaveBeenCalled();

    // The other prices did not move, and un-picking re-renders this one without a new flash.
    fireEvent.click(home());
    expect(useBetSlip.getState().picks).toEqual([]);
    expect(home().getAttribute('aria-pressed')).toBe('false');
    rerender(listOf([withHome(first, '1.80')]));
    expect(animations).toHaveLength(2);
  });
});

// The windowed list draws rows above and below the screen so a scroll shows no gap; nobody sees a
// flash there, so a move in those rows changes the arrow only, and they take a poll's prices a frame
// after the rows on screen, so the frame that shows a poll draws the rows in sight only.
describe('prices in the rows drawn off screen', () => {
  it('move a frame after the rows on screen, without a flash', async () => {
    const animations = recordAnimations();
    const matches = Array.from({ length: 20 }, (_, i) => match(i));
    const { container, rerender } = render(listOf(matches));
    const onScreen = Math.ceil(window.innerHeight / MATCH_ROW_HEIGHT);
    // The list grows a few rows a frame: the poll comes once the screen and its overscan are drawn.
    await waitFor(() =>
      expect(within(container).getAllByTestId('sb-match')).toHaveLength(Math.min(20, onScreen + OVERSCAN)),
    );
    rerender(listOf(matches.map((m) => withHome(m, '2.05'))));
    const homes = () =>
      within(container)
        .getAllByTestId('sb-match')
        .map((row) => within(row).getByRole('button', { name: /主胜/ }));
    const drawn = homes().length;
    expect(homes().map(shown)).toEqual([
      ...Array.from({ length: onScreen }, () => '2.05▲'),
      ...Array.from({ length: drawn - onScreen }, () => '1.90'),
    ]);
    await waitFor(() => expect(homes().map(shown)).toEqual(Array.from({ length: drawn }, () => '2.05▲')));
    expect(animations.map((a) => homes().indexOf(a.target as HTMLElement))).toEqual(
      Array.from({ length: onScreen }, (_, i) => i),
    );
  });
});

// spec §1 in-play rules (docs/sportsbook.md "Screens"): a held market's prices show a lock instead of
// the odds, say 暂停 to assistive technology and cannot be picked; reopened, they show the odds again.
describe('a held price', () => {
  it('shows the lock, cannot be picked, and shows its odds again when the market reopens', () => {
    act(() => useBetSlip.getState().clear());
    const open = match(0);
    const held: BookMatch = { ...open, markets: open.markets.map((k) => ({ ...k, status: 'suspended' })) };
    const { container, rerender } = render(listOf([held]));
    const home = () => within(container).getByRole('button', { name: /主队0.*主胜/ });
    expect(home().getAttribute('aria-label')).toMatch(/主胜 暂停投注$/);
    expect(shown(home())).toBe('锁');
    expect((home() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(home());
    expect(useBetSlip.getState().picks).toEqual([]);

    rerender(listOf([open]));
    expect(home().getAttribute('aria-label')).toMatch(/主胜 1\.90$/);
    expect(shown(home())).toBe('1.90');
  });
});
