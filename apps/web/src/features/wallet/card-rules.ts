import {
  groupInFours,
  maskCardNumber as maskCard,
  ungroup,
  validateCardNumber,
  validateWithdrawPassword,
} from '@arena/domain';

/** Catalogue keys of the inline card, address and withdraw-password messages (spec §5). */
export type CardRuleKey =
  | 'wallet.rules.cardRequired'
  | 'wallet.rules.cardDigits'
  | 'wallet.rules.cardLength'
  | 'wallet.rules.cardLuhn'
  | 'wallet.rules.addressFormat'
  | 'wallet.rules.withdrawPassword';

/** Digits the member typed, regrouped in fours as they type (spec §5 "display in groups of four"). */
export function groupCardInput(input: string): string {
  return groupInFours(input);
}

/** The card number rule (spec §5 "digits only, Luhn check") as a catalogue key; null when it passes. */
export function cardNumberError(input: string): CardRuleKey | null {
  const check = validateCardNumber(input);
  if (check.ok) return null;
  switch (check.key) {
    case 'validation.required':
      return 'wallet.rules.cardRequired';
    case 'validation.cardNumber.digits':
      return 'wallet.rules.cardDigits';
    case 'validation.cardNumber.length':
      return 'wallet.rules.cardLength';
    default:
      return 'wallet.rules.cardLuhn';
  }
}

/** Card digits as sent to the server: the grouping spaces removed. */
export const cardDigits = (input: string) => ungroup(input);

/**
 * A card number for display: the last four digits together after three masked groups (spec §5). The
 * server already sends cards masked; masking again is harmless and keeps a full number from ever
 * being shown.
 */
export const maskCardNumber = (cardNum: string): string => maskCard(cardNum);

/** USDT protocols a member can bind (catalogue virtualAddressAdd). */
export type UsdtProtocol = 'TRC20' | 'ERC20';

const ADDRESS_PATTERNS: Readonly<Record<UsdtProtocol, RegExp>> = {
  // TRON base58check: 'T' + 33 base58 characters.
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  // Ethereum: 0x + 40 hex digits.
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** The USDT address shape of its protocol (design; the spec only names the field, §3). */
export function addressError(input: string, protocol: UsdtProtocol): CardRuleKey | null {
  const compact = ungroup(input);
  if (compact === '') return 'wallet.rules.cardRequired';
  return ADDRESS_PATTERNS[protocol].test(compact) ? null : 'wallet.rules.addressFormat';
}

/** A USDT address for display: grouped in fours (spec §5 "USDT address also in groups of four"). */
export const groupAddress = (address: string) => groupInFours(address);

/** Withdraw password: six digits (spec §5). */
export function withdrawPasswordError(input: string): CardRuleKey | null {
  return validateWithdrawPassword(input).ok ? null : 'wallet.rules.withdrawPassword';
}
