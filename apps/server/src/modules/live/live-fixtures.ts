/**
 * Who plays whom in the seeded schedule. Matches recur every day at the same time (the scheduler moves
 * an ended match a day on), so a team must not be in two matches whose times overlap on the daily
 * circle: a fan laughs at a club live in two matches at once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when [a, a + length) and [b, b + length) meet on a circle of one day. */
export function overlapsDaily(a: number, b: number, lengthMs: number): boolean {
  const gap = (((a - b) % DAY_MS) + DAY_MS) % DAY_MS;
  return gap < lengthMs || DAY_MS - gap < lengthMs;
}

/**
 * A pair (home, visit) of team indexes for each start: two teams free for the whole match (in no
 * overlapping match), preferring a pairing seen least, then teams that have played least, with a
 * rotation so the schedule varies. A depth-first search: a choice that leaves a later match without two
 * free teams is undone. Throws when no schedule exists (more simultaneous matches than teams allow).
 */
export function pairFixtures(
  teamCount: number,
  starts: readonly number[],
  lengthMs: number,
): [home: number, visit: number][] {
  const pairs: [number, number][] = [];
  const played = new Array<number>(teamCount).fill(0);
  const met = new Map<string, number>();
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  let budget = 200_000; // search steps; the seeded schedules need a few hundred

  const candidates = (index: number): [number, number][] => {
    const busy = new Set<number>();
    for (let k = 0; k < pairs.length; k++)
      if (overlapsDaily(starts[k]!, starts[index]!, lengthMs)) pairs[k]!.forEach((t) => busy.add(t));
    const free = Array.from({ length: teamCount }, (_, t) => (t + index * 3) % teamCount).filter(
      (t) => !busy.has(t),
    );
    const out: { pair: [number, number]; score: number }[] = [];
    for (let i = 0; i < free.length; i++)
      for (let j = i + 1; j < free.length; j++) {
        const [a, b] = [free[i]!, free[j]!];
        out.push({ pair: [a, b], score: (met.get(key(a, b)) ?? 0) * 100 + played[a]! + played[b]! });
      }
    return out.sort((x, y) => x.score - y.score).map((c) => c.pair);
  };

  const place = (index: number): boolean => {
    if (index === starts.length) return true;
    for (const [a, b] of candidates(index)) {
      if (--budget < 0) return false;
      // Alternate who is at home, so a club is not always the home side.
      pairs.push(index % 2 === 0 ? [a, b] : [b, a]);
      played[a]! += 1;
      played[b]! += 1;
      met.set(key(a, b), (met.get(key(a, b)) ?? 0) + 1);
      if (place(index + 1)) return true;
      pairs.pop();
      played[a]! -= 1;
      played[b]! -= 1;
      met.set(key(a, b), met.get(key(a, b))! - 1);
    }
    return false;
  };
  if (!place(0)) throw new Error('no schedule keeps every club in one match at a time');
  return pairs;
}
