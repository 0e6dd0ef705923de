import { groupInFours } from './card-number.ts';
import { CARD_LIST_MERGE_MAX } from './platform-constants.ts';

/** A withdrawal target shown in the merged card list (spec §3 bank card, virtual currency address). */
export interface CardListEntry {
  readonly kind: 'bankCard' | 'usdtAddress';
  /** The stored value, ungrouped. */
  readonly value: string;
  /** The value grouped in fours for display (spec §5). */
  readonly display: string;
}

/** The merged list and how many entries stayed hidden behind "more" (spec §9). */
export interface MergedCardList {
  readonly entries: readonly CardListEntry[];
  readonly hiddenCount: number;
}

/**
 * Card list display (spec §9 "card list display merges up to 3 entries"). Design: bank cards
 * (`cardNum`) then USDT addresses (`address`) are merged into one list in that order, each grouped in
 * fours, and only the first `max` (default 3) are shown; the rest are counted for a "more" control.
 */
export function mergeCardList(
  bankCards: readonly { readonly cardNum: string }[],
  addresses: readonly { readonly address: string }[],
  max = CARD_LIST_MERGE_MAX,
): MergedCardList {
  const all: CardListEntry[] = [
    ...bankCards.map((card) => ({
      kind: 'bankCard' as const,
      value: card.cardNum,
      display: groupInFours(card.cardNum),
    })),
    ...addresses.map((entry) => ({
      kind: 'usdtAddress' as const,
      value: entry.address,
      display: groupInFours(entry.address),
    })),
  ];
  const shown = all.slice(0, Math.max(0, max));
  return { entries: shown, hiddenCount: all.length - shown.length };
}
