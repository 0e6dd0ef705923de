/** What an alert needs of a followed match. */
export interface FollowedMatch {
  matchId: string;
  homeName: string;
  visitName: string;
  homeScore: number | null;
  visitScore: number | null;
  isStart: boolean;
}

export type FollowSnapshot = ReadonlyMap<string, { isStart: boolean; goals: number }>;

export interface FollowEvent extends FollowedMatch {
  kind: 'start' | 'score';
}

const goalsOf = (m: FollowedMatch) => (m.homeScore ?? 0) + (m.visitScore ?? 0);

/**
 * Compares followed matches with the last snapshot: a match that was not on and now is has started;
 * one whose total went up has scored. The first answer (no snapshot) and newly followed matches only
 * set the snapshot, so opening the app or following a match never alerts by itself.
 */
export function followEvents(
  last: FollowSnapshot | null,
  matches: readonly FollowedMatch[],
): { snapshot: FollowSnapshot; events: FollowEvent[] } {
  const snapshot = new Map(matches.map((m) => [m.matchId, { isStart: m.isStart, goals: goalsOf(m) }]));
  if (!last) return { snapshot, events: [] };
  const events: FollowEvent[] = [];
  for (const m of matches) {
    const before = last.get(m.matchId);
    if (!before) continue;
    if (!before.isStart && m.isStart) events.push({ ...m, kind: 'start' });
    else if (m.isStart && goalsOf(m) > before.goals) events.push({ ...m, kind: 'score' });
  }
  return { snapshot, events };
}
