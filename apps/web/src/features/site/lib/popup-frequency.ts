/** How often a pop-up shows (site.popupConfigGet `frequency`). */
export type PopupFrequency = 'once' | 'daily' | 'always';

/** The parts of `Storage` the pop-up memory uses (so tests pass plain maps). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where a pop-up's "seen" marks live: `local` outlives the tab, `session` ends with it. */
export interface PopupStores {
  readonly local: KeyValueStore;
  readonly session: KeyValueStore;
}

const seenKey = (id: string) => `arena.popup.${id}`;

/** The member's calendar day, `YYYY-MM-DD` in local time: a daily pop-up returns after local midnight. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether a pop-up is due. `once`: never seen in this browser. `daily`: not seen today. `always`: not
 * seen in this tab's session — design: "always" shows on every visit (a new session), not on every
 * navigation back to the page, which would make the page unusable.
 */
export function isPopupDue(
  popup: { readonly id: string; readonly frequency: PopupFrequency },
  stores: PopupStores,
  today: string,
): boolean {
  const key = seenKey(popup.id);
  switch (popup.frequency) {
    case 'once':
      return stores.local.getItem(key) === null;
    case 'daily':
      return stores.local.getItem(key) !== today;
    case 'always':
      return stores.session.getItem(key) === null;
  }
}

/** Records that a pop-up was shown, so {@link isPopupDue} answers false until its frequency allows. */
export function markPopupSeen(
  popup: { readonly id: string; readonly frequency: PopupFrequency },
  stores: PopupStores,
  today: string,
): void {
  const key = seenKey(popup.id);
  if (popup.frequency === 'always') stores.session.setItem(key, '1');
  else stores.local.setItem(key, today);
}
