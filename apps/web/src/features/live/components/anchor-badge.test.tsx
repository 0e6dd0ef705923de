import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '@/lib/i18n.ts';
import type { LiveItem } from '../api/get-live-list.ts';
import { AnchorBadge } from './anchor-badge.tsx';
import { BroadcastOverlay } from './broadcast-overlay.tsx';

beforeAll(async () => {
  await initI18n('zh-CN');
});
afterEach(() => cleanup());

// spec §4 streamer status: 1–3 on, 0 not started, 4 interrupted.
describe('AnchorBadge', () => {
  it('says 直播中 for the three on values, 未开播 with the coming start, 中断 for 4', () => {
    for (const status of [1, 2, 3]) {
      render(<AnchorBadge status={status} startsAt="今天 20:30" />);
      expect(screen.getByTestId('anchor-badge').textContent).toBe('直播中');
      cleanup();
    }
    render(<AnchorBadge status={0} startsAt="明天 19:00" />);
    expect(screen.getByTestId('anchor-badge').textContent).toBe('未开播 明天 19:00');
    cleanup();
    render(<AnchorBadge status={4} startsAt="今天 20:30" />);
    expect(screen.getByTestId('anchor-badge').textContent).toBe('中断');
  });
});

// spec §9 world-cup match ids; docs/live.md "Video": the score bug over the picture.
describe('BroadcastOverlay', () => {
  const item = {
    matchId: '2026061101',
    matchName: '世界杯',
    homeName: '阿根廷',
    visitName: '法国',
    homeScore: 2,
    visitScore: 1,
    clock: "67'",
    isStart: true,
    anchorType: 'pureMatch',
  } as LiveItem;

  it('draws league, teams, live score and clock, and nothing for a match not on', () => {
    const { rerender } = render(<BroadcastOverlay item={item} />);
    expect(screen.getByTestId('broadcast-score').textContent).toBe('2-1');
    expect(screen.getByTestId('broadcast-overlay').textContent).toBe("世界杯阿根廷2-1法国67'");
    rerender(<BroadcastOverlay item={{ ...item, isStart: false }} />);
    expect(screen.queryByTestId('broadcast-overlay')).toBeNull();
  });
});
