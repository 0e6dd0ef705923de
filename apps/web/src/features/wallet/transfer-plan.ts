/** A wallet on the transfer screen: the centre wallet, the yield wallet, or one venue. */
export type TransferWallet = 'main' | 'yeb' | `venue:${string}`;

/** Which call a transfer is: every transfer has the centre wallet on one side (design). */
export type TransferPlan =
  | { readonly kind: 'transferIn'; readonly venueCode: string }
  | { readonly kind: 'transferOut'; readonly venueCode: string }
  | { readonly kind: 'toYeb' }
  | { readonly kind: 'toCenter' };

const venueOf = (w: TransferWallet) => (w.startsWith('venue:') ? w.slice('venue:'.length) : null);

/** The call for moving money `from` → `to`; null when neither side is the centre wallet or both are. */
export function planTransfer(from: TransferWallet, to: TransferWallet): TransferPlan | null {
  if (from === to) return null;
  if (from === 'main') {
    if (to === 'yeb') return { kind: 'toYeb' };
    const venueCode = venueOf(to);
    return venueCode ? { kind: 'transferIn', venueCode } : null;
  }
  if (to !== 'main') return null;
  if (from === 'yeb') return { kind: 'toCenter' };
  const venueCode = venueOf(from);
  return venueCode ? { kind: 'transferOut', venueCode } : null;
}

/**
 * Keeps a valid pair after the member changes one side: picking a non-centre wallet on one side puts
 * the centre wallet on the other; picking the centre wallet where the other side already is the centre
 * moves the other side to `fallback`.
 */
export function pairAfterChange(
  side: 'from' | 'to',
  picked: TransferWallet,
  current: { from: TransferWallet; to: TransferWallet },
  fallback: TransferWallet,
): { from: TransferWallet; to: TransferWallet } {
  const other = side === 'from' ? current.to : current.from;
  let otherNext: TransferWallet = other;
  if (picked !== 'main') otherNext = 'main';
  else if (other === 'main') otherNext = fallback;
  return side === 'from' ? { from: picked, to: otherNext } : { from: otherNext, to: picked };
}

/**
 * The venue code when `to` is a venue in maintenance: money cannot go in there (the server refuses
 * with venueMaintenance), though it can still come out. Null for every other target.
 */
export function maintainingTarget(to: TransferWallet, maintaining: ReadonlySet<string>): string | null {
  const venueCode = venueOf(to);
  return venueCode !== null && maintaining.has(venueCode) ? venueCode : null;
}

/** The first venue a transfer can go into (not in maintenance), as the default target. */
export function firstOpenVenue(
  venues: readonly { venueCode: string; maintaining: boolean }[],
): TransferWallet | null {
  const open = venues.find((v) => !v.maintaining);
  return open ? `venue:${open.venueCode}` : null;
}
