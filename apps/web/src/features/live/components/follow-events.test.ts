import { describe, expect, it } from 'vitest';
import { followEvents, type FollowedMatch } from './follow-events.ts';

const match = (over: Partial<FollowedMatch> = {}): FollowedMatch => ({
  matchId: 'm1',
  homeName: '主队',
  visitName: '客队',
  homeScore: null,
  visitScore: null,
  isStart: false,
  ...over,
});

describe('follow alerts (docs/live.md "Follows")', () => {
  it('says nothing on the first answer or for a newly followed match', () => {
    const first = followEvents(null, [match({ isStart: true, homeScore: 2, visitScore: 0 })]);
    expect(first.events).toEqual([]);
    const added = followEvents(first.snapshot, [
      match({ isStart: true, homeScore: 2, visitScore: 0 }),
      match({ matchId: 'm2', isStart: true, homeScore: 1, visitScore: 0 }),
    ]);
    expect(added.events).toEqual([]);
  });

  it('alerts once when a followed match starts and when it scores', () => {
    const a = followEvents(null, [match()]);
    const started = followEvents(a.snapshot, [match({ isStart: true, homeScore: 0, visitScore: 0 })]);
    expect(started.events.map((e) => e.kind)).toEqual(['start']);
    const scored = followEvents(started.snapshot, [match({ isStart: true, homeScore: 0, visitScore: 1 })]);
    expect(scored.events.map((e) => e.kind)).toEqual(['score']);
    const same = followEvents(scored.snapshot, [match({ isStart: true, homeScore: 0, visitScore: 1 })]);
    expect(same.events).toEqual([]);
  });

  it('does not call a score cleared for the next day a goal', () => {
    const a = followEvents(null, [match({ isStart: true, homeScore: 3, visitScore: 1 })]);
    expect(followEvents(a.snapshot, [match()]).events).toEqual([]);
  });
});
