import { describe, expect, it } from 'vitest';
import { PLAY_MS, trackerScene, type SceneInput } from './live-tracker-scene.ts';

const start = Date.UTC(2026, 10, 26, 12, 0);
const base: SceneInput = {
  matchId: 'm1001',
  sport: 'football',
  phase: 'live',
  startAt: start,
  durationMin: 105,
  homeScore: 0,
  visitScore: 0,
};

// spec §3 animationUrl; docs/live.md "Tracker": the animation follows the real clock and score.
describe('trackerScene', () => {
  it('rests on the centre spot outside play', () => {
    for (const phase of ['scheduled', 'break', 'ended'] as const) {
      const scene = trackerScene({ ...base, phase }, start + 50 * 60_000);
      expect(scene.ball).toEqual({ x: 160, y: 90 });
      expect(scene.attack).toBeNull();
    }
  });

  it('draws the same scene for the same match and instant, and moves as the clock runs', () => {
    const at = start + 10 * 60_000 + 3_000;
    expect(trackerScene(base, at)).toEqual(trackerScene(base, at));
    expect(trackerScene(base, at + 8_000).ball).not.toEqual(trackerScene(base, at).ball);
  });

  it('keeps the ball in the half the attacking side attacks, deeper as the move goes on', () => {
    for (let move = 0; move < 40; move++) {
      const early = trackerScene(base, start + move * PLAY_MS + 1_000);
      const late = trackerScene(base, start + move * PLAY_MS + PLAY_MS - 1_000);
      expect(late.attack).toBe(early.attack);
      const dir = early.attack === 'home' ? 1 : -1;
      expect((early.ball.x - 160) * dir).toBeGreaterThan(0);
      expect((late.ball.x - 160) * dir).toBeGreaterThan((early.ball.x - 160) * dir);
    }
  });

  it('gives the ball more often to the side that is behind', () => {
    const count = (homeScore: number, visitScore: number) =>
      Array.from({ length: 400 }, (_, move) =>
        trackerScene({ ...base, homeScore, visitScore }, start + move * PLAY_MS + 500),
      ).filter((s) => s.attack === 'home').length;
    expect(count(0, 2)).toBeGreaterThan(count(2, 0) + 60);
  });

  it('reports the share of the match played from the clock', () => {
    expect(trackerScene(base, start + 52.5 * 60_000).progress).toBeCloseTo(0.5, 2);
    expect(trackerScene({ ...base, phase: 'ended' }, start + 200 * 60_000).progress).toBe(1);
  });
});
