import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OVERSCAN } from '@/lib/use-window-range.ts';
import { initI18n } from '@/lib/i18n.ts';
import type { LiveItem } from '../api/get-live-list.ts';
import { LiveList } from './live-list.tsx';
import { LIVE_ROW_HEIGHT } from './live-row.tsx';

beforeAll(async () => {
  await initI18n('zh-CN');
});
afterEach(() => cleanup());

const item = (i: number, homeScore: number): LiveItem =>
  ({
    matchId: `m${1000 + i}`,
    matchName: '测试联赛',
    homeName: `主队${i}`,
    visitName: `客队${i}`,
    homeLogo: '',
    visitLogo: '',
    homeScore,
    visitScore: 0,
    phase: 'live',
    clock: "10'",
    isStart: true,
    startAt: '2026-11-26 10:00:00',
    anchorType: 'pureMatch',
    anchorInfo: null,
    odds: [],
  }) as unknown as LiveItem;

// docs/perf.md "Live list": a poll that changes every row is drawn in two frames, the rows on screen
// first and the rows kept off screen (for a scroll without gaps) in the frame after.
describe('the windowed live list', () => {
  it('shows a poll in the rows on screen at once and in the rows off screen a frame later', async () => {
    const view = (score: number) => (
      <MemoryRouter>
        <LiveList items={Array.from({ length: 40 }, (_, i) => item(i, score))} tab="LIVE" />
      </MemoryRouter>
    );
    const { container, rerender } = render(view(0));
    const onScreen = Math.ceil(window.innerHeight / LIVE_ROW_HEIGHT);
    const scores = () =>
      within(container)
        .getAllByTestId('live-row-score')
        .map((s) => s.textContent);
    // The list grows a few rows a frame: the poll comes once the screen and its overscan are drawn.
    await waitFor(() => expect(scores().length).toBe(Math.min(40, onScreen + OVERSCAN)));
    rerender(view(1));
    const drawn = scores().length;
    expect(scores()).toEqual([
      ...Array.from({ length: onScreen }, () => '1:0'),
      ...Array.from({ length: drawn - onScreen }, () => '0:0'),
    ]);
    await waitFor(() => expect(scores()).toEqual(Array.from({ length: drawn }, () => '1:0')));
  });
});
