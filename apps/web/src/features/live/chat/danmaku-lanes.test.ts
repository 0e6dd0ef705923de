import { describe, expect, it } from 'vitest';
import { DANMAKU_MAX_ON_SCREEN, DANMAKU_PER_SECOND, admitDanmaku } from './danmaku-lanes.ts';

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
