import { ungroup } from './card-number.ts';

/** The masked part shown before a card's last four digits, whatever the card's length. */
const MASKED_GROUPS = '**** **** ****';

/**
 * A bank card for display (spec §5 "display in groups of four"): the last four digits together after
 * three masked groups. Grouping the masked string from the left would split a 19-digit card's tail
 * (`**** **** **** ***0 128`); the hidden length is not shown either. Four digits or fewer stay as
 * they are (nothing left to hide).
 *
 * @example maskCardNumber('6222021234567890128') === '**** **** **** 0128'
 * @example maskCardNumber('6222 0212 3456 7890') === '**** **** **** 7890'
 */
export function maskCardNumber(cardNum: string): string {
  const compact = ungroup(cardNum);
  if (compact.length <= 4) return compact;
  return `${MASKED_GROUPS} ${compact.slice(-4)}`;
}
