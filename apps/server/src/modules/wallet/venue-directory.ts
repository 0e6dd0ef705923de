import type { Queryable } from '../../db/db.ts';

/** A venue as the money side sees it: whether money may go in, and the name on the movement. */
export interface VenueRef {
  code: string;
  name: string;
  /** 0 open; anything else is maintenance (spec §4). */
  status: number;
  maintainMessage: string | null;
  enabled: boolean;
}

/** The games module's venues, as the wallet reads them. */
export interface VenueDirectory {
  /** A venue by code, any case; null when none. */
  find(q: Queryable, code: string): Promise<VenueRef | null>;
  /** The enabled venues in display order. */
  listEnabled(q: Queryable): Promise<VenueRef[]>;
}

let directory: VenueDirectory | null = null;

/**
 * The app wires the games module's venue reads in here (app.ts), so the wallet reads venues without
 * importing the games module, which sits above it (games moves money through the wallet).
 */
export function setVenueDirectory(next: VenueDirectory): void {
  directory = next;
}

function wired(): VenueDirectory {
  if (!directory) throw new Error('the venue directory is not wired (app.ts setVenueDirectory)');
  return directory;
}

export const findVenueRef = (q: Queryable, code: string) => wired().find(q, code);
export const enabledVenues = (q: Queryable) => wired().listEnabled(q);
