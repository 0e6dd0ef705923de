import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Marquee, marqueePhase } from './marquee.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const item = (id: string, content: string) => ({ id, content, category: 0 });

// spec §3/§4 marquee: one strip of notices; drawn again with the same text it must not start over.
describe('marquee phase', () => {
  it('starts a new text at the beginning and a text shown before where its loop is now', () => {
    expect(marqueePhase('a new notice', 30, 1_000)).toBe(0);
    expect(marqueePhase('a new notice', 30, 8_500)).toBeCloseTo(-7.5);
    expect(marqueePhase('a new notice', 30, 41_000)).toBeCloseTo(-10); // 40 s into a 30 s loop
  });

  it('a strip mounted again with the same notices continues instead of restarting', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(50_000);
    const items = [item('1', '欢迎来到 Arena'), item('2', '周末充值送彩金')];
    const first = render(<Marquee items={items} now={0} label="公告" placeholder="暂无公告" />);
    const delayOf = (root: HTMLElement) =>
      (root.querySelector('.marquee-track') as HTMLElement).style.animationDelay;
    expect(parseFloat(delayOf(first.container))).toBe(0);
    first.unmount();
    now.mockReturnValue(53_250);
    const second = render(<Marquee items={items} now={0} label="公告" placeholder="暂无公告" />);
    expect(parseFloat(delayOf(second.container))).toBeCloseTo(-3.25);
  });
});
