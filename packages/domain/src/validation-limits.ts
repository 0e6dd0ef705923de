/**
 * Every number of spec §5, named once so the form and the server check share it (HOUSE-STYLE "Shared
 * limits"). Numbers the spec leaves open are marked "design" and listed in docs/decisions.
 */

/** Shortest password (spec §5 "8 to 12 characters"). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password (spec §5). */
export const PASSWORD_MAX_LENGTH = 12;
/** Withdraw password digit count (spec §5 "six digits"). */
export const WITHDRAW_PASSWORD_LENGTH = 6;

/** Shortest Chinese real name, separators included (spec §5). */
export const REAL_NAME_CHINESE_MIN_LENGTH = 2;
/** Longest Chinese real name, separators included (spec §5). */
export const REAL_NAME_CHINESE_MAX_LENGTH = 24;
/** Shortest Latin real name, spaces and separators included (spec §5). */
export const REAL_NAME_LATIN_MIN_LENGTH = 4;
/** Longest Latin real name, spaces and separators included (spec §5). */
export const REAL_NAME_LATIN_MAX_LENGTH = 48;
/** Shortest name for the second name check (spec §5). */
export const REAL_NAME_ALT_MIN_LENGTH = 2;
/** Longest name for the second name check (spec §5). */
export const REAL_NAME_ALT_MAX_LENGTH = 24;

/** Card number group size for display, also used for USDT addresses (spec §5 "groups of four"). */
export const CARD_GROUP_SIZE = 4;
/** Shortest bank card number (design: ISO/IEC 7812 minimum PAN length; spec §5 gives none). */
export const CARD_NUMBER_MIN_LENGTH = 12;
/** Longest bank card number (design: ISO/IEC 7812 maximum PAN length; spec §5 gives none). */
export const CARD_NUMBER_MAX_LENGTH = 19;

/** Decimals an amount may carry (spec §5 "up to two decimals"). */
export const AMOUNT_MAX_DECIMALS = 2;
/** Largest money amount in yuan (spec §5 "max money up to 99999.99"). */
export const AMOUNT_MAX = 99999.99;
/** {@link AMOUNT_MAX} in integer minor units (fen), the form comparisons use (spec §5). */
export const AMOUNT_MAX_MINOR = 9_999_999;
/** Integer digits a member max price may carry (spec §5 "member max price up to 8 digits"). */
export const MEMBER_MAX_PRICE_DIGITS = 8;

/** Mainland China mobile length (spec §5, §9 "11 for China"). */
export const PHONE_CN_LENGTH = 11;
/** Shortest phone outside mainland China (spec §5, §9 "phone length 4 to 13"). */
export const PHONE_MIN_LENGTH = 4;
/** Longest phone outside mainland China (spec §5, §9). */
export const PHONE_MAX_LENGTH = 13;

/** Shortest user name (design: spec §5 only says a pattern exists). */
export const USERNAME_MIN_LENGTH = 4;
/** Longest user name (design). */
export const USERNAME_MAX_LENGTH = 16;
/** Longest email address (design: RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
