/** How many hot matches home shows (the live tab has the whole list). */
export const HOT_MATCH_LIMIT = 5;

/** The part of a popular-list item the hot-match rule reads. */
export interface HotCandidate {
  phase: string;
  anchorType?: string | null;
}

/**
 * Home's hot matches (spec §2 home, §7 popular live lists): the first few matches in play (`live` or
 * `break`) in the list's own order; streamer rooms (`castLive`) are not matches and have no score.
 * The server applies the same cut to the list it sends with the page, the client to every answer.
 */
export function pickHotMatches<T extends HotCandidate>(list: readonly T[]): T[] {
  return list
    .filter((m) => (m.phase === 'live' || m.phase === 'break') && m.anchorType !== 'castLive')
    .slice(0, HOT_MATCH_LIMIT);
}
