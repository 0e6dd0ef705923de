import { GREETING_MESSAGES_EN, GREETING_MESSAGES_ZH } from './greeting.ts';
import { SETTLEMENT_WORDING_EN, SETTLEMENT_WORDING_ZH } from './settlement.ts';
import { STREAMER_MESSAGES_EN, STREAMER_MESSAGES_ZH } from './streamer-status.ts';
import { VALIDATION_MESSAGES_EN, VALIDATION_MESSAGES_ZH } from './validation-messages.ts';
import { VERIFY_MESSAGES_EN, VERIFY_MESSAGES_ZH } from './verification.ts';

/**
 * Every i18n key the domain can hand to the UI with its suggested zh-CN wording (spec §1 "only
 * Simplified Chinese is enabled"; §4, §5, §9). The web catalogues start from this object and a web test
 * checks that both locales cover {@link DomainMessageKey}.
 */
export const DOMAIN_MESSAGES_ZH = {
  ...VALIDATION_MESSAGES_ZH,
  ...GREETING_MESSAGES_ZH,
  ...STREAMER_MESSAGES_ZH,
  ...SETTLEMENT_WORDING_ZH,
  ...VERIFY_MESSAGES_ZH,
} as const;

/** A domain i18n key (spec §1, §4, §5, §9). */
export type DomainMessageKey = keyof typeof DOMAIN_MESSAGES_ZH;

/** English wording for every domain key (spec §1 "English exists but is switched off"). */
export const DOMAIN_MESSAGES_EN: Readonly<Record<DomainMessageKey, string>> = {
  ...VALIDATION_MESSAGES_EN,
  ...GREETING_MESSAGES_EN,
  ...STREAMER_MESSAGES_EN,
  ...SETTLEMENT_WORDING_EN,
  ...VERIFY_MESSAGES_EN,
};

/** All domain i18n keys (spec §1). */
export const DOMAIN_MESSAGE_KEYS = Object.keys(DOMAIN_MESSAGES_ZH) as DomainMessageKey[];
