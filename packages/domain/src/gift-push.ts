import { asNumber, asRecord, asString, firstPresent } from './internal/coerce.ts';

/** Wire shape of a gift push content (spec §3 "Gift push content"); every field may be missing. */
export interface RawGiftPush {
  memberId?: string | number;
  memberName?: string;
  vipLevel?: number | string;
  giftId?: string | number;
  giftName?: string;
  name?: string;
  giftUrl?: string;
  url?: string;
  count?: number | string;
}

/** A gift push as the chat shows it (spec §3). */
export interface GiftPush {
  readonly userId: string;
  readonly username: string;
  readonly level: number;
  readonly giftId: string;
  readonly giftName: string;
  readonly giftUrl: string;
  /** Design: gifts sent at once, at least 1. */
  readonly count: number;
}

/**
 * Maps a gift push content (spec §3): memberId → userId, memberName → username, vipLevel → level. Total:
 * any input yields a value; missing text is `''`, a missing level 0, a missing count 1 (design).
 */
export function mapGiftPush(raw: unknown): GiftPush {
  const record = asRecord(raw);
  const count = asNumber(record['count']);
  return {
    userId: asString(record['memberId']),
    username: asString(record['memberName']),
    level: asNumber(record['vipLevel']) ?? 0,
    giftId: asString(record['giftId']),
    giftName: asString(firstPresent(record['giftName'], record['name'])),
    giftUrl: asString(firstPresent(record['giftUrl'], record['url'])),
    count: count !== null && count >= 1 ? Math.floor(count) : 1,
  };
}
