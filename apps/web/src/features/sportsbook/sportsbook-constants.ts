/** The sports venue the book plays on (spec §3 "OBTY maps to YB"; docs/sportsbook.md). */
export const BOOK_VENUE = 'ybty';
/** Stake presets of the bet slip, in fen (10, 50, 100, 500 元). */
export const STAKE_PRESETS = [1_000, 5_000, 10_000, 50_000] as const;
