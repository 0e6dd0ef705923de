import { venueLobbyCode } from '@arena/domain';
import type { Venue } from '@/lib/venues.ts';

/** The categories of the venue bar, in bar order (esports venues sit with sports). */
export const VENUE_GROUPS = ['egame', 'live', 'chess', 'fishing', 'sports', 'lottery'] as const;
export type VenueGroup = (typeof VENUE_GROUPS)[number];

export const groupOf = (category: Venue['category']): VenueGroup =>
  category === 'esports' ? 'sports' : category;

/** The bar's groups that have a shown venue, in bar order, each with its shown venues in venue order. */
export function groupVenues(venues: readonly Venue[]): { group: VenueGroup; venues: Venue[] }[] {
  return VENUE_GROUPS.map((group) => ({
    group,
    venues: venues.filter((v) => v.isDisplay && groupOf(v.category) === group),
  })).filter((g) => g.venues.length > 0);
}

/**
 * How the bar opens a venue: its lobby `/app/egame/{code}` when the spec §2 rule reaches it, otherwise
 * (the `yb…` sports venues, which the rule sends to by) by launching the venue itself.
 */
export type VenueEntry = { kind: 'lobby'; gameCode: string } | { kind: 'launch' };

export function venueEntry(venue: Pick<Venue, 'venueCode'>): VenueEntry {
  const gameCode = venueLobbyCode(venue.venueCode);
  return gameCode === null ? { kind: 'launch' } : { kind: 'lobby', gameCode };
}
