import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DANMAKU_CROSS_MS,
  DANMAKU_LANES,
  DANMAKU_MAX_ON_SCREEN,
  DANMAKU_PER_SECOND,
  admitDanmaku,
  estimateLineWidth,
  planFlight,
} from './danmaku-lanes.ts';

describe('danmaku rate cap (docs/chat.md "Danmaku")', () => {
  it(`starts at most ${DANMAKU_PER_SECOND} lines a second and skips the rest`, () => {
    let state = { windowStart: 0, started: 0 };
    let admitted = 0;
    // 200 lines in one second, as a busy room sends them.
    for (let i = 0; i < 200; i++) {
      const r = admitDanmaku(state, 1_000 + i * 5, 0);
      state = r.state;
      if (r.admit) admitted += 1;
    }
    expect(admitted).toBe(DANMAKU_PER_SECOND);
    expect(admitDanmaku(state, 2_000, 0).admit).toBe(true); // a new second
  });

  it('starts none while the picture holds the most lines', () => {
    expect(admitDanmaku({ windowStart: 0, started: 0 }, 10, DANMAKU_MAX_ON_SCREEN).admit).toBe(false);
  });
});

describe('danmaku lanes (docs/chat.md "Danmaku")', () => {
  it('estimates a line from its text: a Chinese character or emoji is an em, others less', () => {
    expect(estimateLineWidth('主队加油')).toBe(64);
    expect(estimateLineWidth('666')).toBeLessThan(estimateLineWidth('六六六'));
    expect(estimateLineWidth('🔥')).toBe(16);
  });

  it('puts a line in the lane free the longest and keeps the lane until its tail has entered', () => {
    const lanes = Array.from({ length: DANMAKU_LANES }, () => 0);
    const first = planFlight(lanes, 1_000, 390, 100);
    expect(first?.lane).toBe(0);
    // One speed for every line: the picture's width in DANMAKU_CROSS_MS.
    expect(first?.durationMs).toBe(Math.round(((390 + 100) * DANMAKU_CROSS_MS) / 390));
    const second = planFlight(first!.laneFreeAt, 1_000, 390, 100);
    expect(second?.lane).toBe(1);
    // The first lane is free again once the line and a gap have moved in from the right edge.
    const free = first!.laneFreeAt[0]!;
    expect(free).toBeGreaterThan(1_000 + (100 * DANMAKU_CROSS_MS) / 390);
    expect(
      planFlight(
        first!.laneFreeAt.map((t, i) => (i === 0 ? t : 1e9)),
        free - 1,
        390,
        50,
      ),
    ).toBeNull();
    expect(
      planFlight(
        first!.laneFreeAt.map((t, i) => (i === 0 ? t : 1e9)),
        free,
        390,
        50,
      )?.lane,
    ).toBe(0);
  });

  it('skips a line while every lane is busy', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: DANMAKU_LANES, maxLength: DANMAKU_LANES }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 200, max: 1_600 }),
        fc.integer({ min: 8, max: 600 }),
        (freeAt, now, stage, width) => {
          const plan = planFlight(freeAt, now, stage, width);
          if (freeAt.every((t) => t > now)) return plan === null;
          // Only a free lane is taken, and it is busy afterwards.
          return plan !== null && freeAt[plan.lane]! <= now && plan.laneFreeAt[plan.lane]! > now;
        },
      ),
    );
  });
});
