import { describe, expect, it } from 'vitest';
import * as constants from './platform-constants.ts';

describe('platform constants', () => {
  // spec §9
  it('carries the spec numbers', () => {
    expect(constants).toMatchObject({
      LIVE_LIST_PAGE_SIZE: 200,
      SERVER_TIME_FIRST_FETCH_MS: 6666,
      SERVER_TIME_RESYNC_MS: 60_000,
      SERVER_TIME_REQUEST_TIMEOUT_MS: 5000,
      SERVER_TIME_THRESHOLD_MS: 120_000,
      CARD_LIST_MERGE_MAX: 3,
      DEBOUNCE_MS: 300,
      TIMEOUT_CREDENTIALS_OFF_MS: 5000,
      TIMEOUT_DEFAULT_MS: 30_000,
      IP_BLOCK_DEDUP_MS: 700,
      VERIFY_REOPEN_DELAY_MS: 500,
      VIEWER_LEVEL_THRESHOLD: 4,
      MAX_SPONSOR_TABS: 3,
      ANCHOR_AVATAR_LIST: 3,
      CACHE_TTL_DEFAULT_MS: 60_000,
      TITLE_SCROLL_STEP_MS: 300,
      CLIENT_VERSION: '1.1.0',
      PAGE_BUILD_DATE: '2025-08-19',
      WALLET_TYPES: ['RMB', 'USDT'],
    });
    expect(constants.WORLD_CUP_MATCH_IDS).toHaveLength(3);
  });

  it('recognises world-cup matches', () => {
    expect(constants.isWorldCupMatch(constants.WORLD_CUP_MATCH_IDS[0])).toBe(true);
    expect(constants.isWorldCupMatch('1')).toBe(false);
  });

  it('picks 5 s without credentials and 30 s otherwise', () => {
    expect(constants.requestTimeoutMs(true)).toBe(5000);
    expect(constants.requestTimeoutMs(false)).toBe(30_000);
  });

  it('de-duplicates IP block alerts within 700 ms', () => {
    expect(constants.shouldAlertIpBlock(null, 0)).toBe(true);
    expect(constants.shouldAlertIpBlock(1000, 1699)).toBe(false);
    expect(constants.shouldAlertIpBlock(1000, 1700)).toBe(true);
    expect(constants.shouldAlertIpBlock(1000, 1701)).toBe(true);
  });

  it('asks the live list for page 1 of 200', () => {
    expect(constants.liveListQuery()).toEqual({ page: 1, size: 200 });
  });
});
