import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';

// The venue bar's list (games.venueList) and the site flags it honours (spec §3 isDisplay,
// isDisplayMaintainVenue; docs/games.md "Venue bar").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Venue {
  venueCode: string;
  name: string;
  category: string;
  status: number;
  isDisplay: boolean;
}
const venues = async (input: { category?: 'live' } = {}) => {
  const res = await t.call(catalogue.games.venueList, input);
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return (res.data as { list: Venue[] }).list;
};
const shown = async () => (await venues()).filter((v) => v.isDisplay).map((v) => v.venueCode);
const setFlag = (key: string, value: string, headers: Record<string, string> = ADMIN_HEADERS) =>
  t.app.inject({ method: 'POST', url: '/admin/games/site-flags', headers, payload: { key, value } });

describe('games.venueList', () => {
  it('names every venue in display order, a venue in maintenance marked and shown', async () => {
    const list = await venues();
    expect(list.map((v) => v.venueCode)).toEqual([
      'by',
      'pg',
      'jd',
      'cq',
      'ag',
      'bg',
      'ky',
      'fs',
      'ybty',
      'ybdj',
    ]);
    expect(list.find((v) => v.venueCode === 'ybty')).toMatchObject({ name: 'YB体育', category: 'sports' });
    expect(list.find((v) => v.venueCode === 'cq')).toMatchObject({ status: 1, isDisplay: true });
    expect((await venues({ category: 'live' })).map((v) => v.name)).toEqual(['AG真人', 'BG真人']);
    expect((await t.call(catalogue.games.venueList, { category: 'poker' } as never)).code).toBe(
      ErrorCode.badInput,
    );
  });

  it('hides a venue in maintenance with isDisplayMaintainVenue = 0, still naming it', async () => {
    expect((await setFlag('isDisplayMaintainVenue', '0')).statusCode).toBe(200);
    try {
      expect(await shown()).not.toContain('cq');
      expect((await venues()).find((v) => v.venueCode === 'cq')?.name).toBe('CQ9电子');
    } finally {
      await setFlag('isDisplayMaintainVenue', '1');
    }
    expect(await shown()).toContain('cq');
  });

  it('hides a venue whose default channel entry is not displayed, and every venue with isDisplay = 0', async () => {
    await t.db.query(
      "update venue_channel set is_display = false where venue_code = 'ky' and channel_code = 'default'",
    );
    try {
      expect(await shown()).not.toContain('ky');
    } finally {
      await t.db.query(
        "update venue_channel set is_display = true where venue_code = 'ky' and channel_code = 'default'",
      );
    }
    await setFlag('isDisplay', '0');
    try {
      expect(await shown()).toEqual([]);
    } finally {
      await setFlag('isDisplay', '1');
    }
    expect(await shown()).toHaveLength(10);
  });

  it('sets only the games flags, and only for the operator', async () => {
    expect((await setFlag('settlementUnit', 'USDT')).statusCode).toBe(400);
    expect((await setFlag('isDisplay', '0', {})).statusCode).toBe(401);
    expect(await shown()).toHaveLength(10);
  });
});
