import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDef } from './define-call.ts';
import {
  NEWS_PATH_PREFIX,
  allCalls,
  allEndpoints,
  callEndpoints,
  catalogue,
  findCall,
  findRoute,
} from './index.ts';
import type { AreaName } from './index.ts';

const areaCalls = (area: AreaName) => Object.values<CallDef>(catalogue[area]);
const endpointCount = (calls: CallDef[]) => calls.reduce((n, c) => n + callEndpoints(c).length, 0);
const shapeOf = (call: CallDef): Record<string, z.ZodType> => {
  expect(call.input, call.id).toBeInstanceOf(z.ZodObject);
  return (call.input as z.ZodObject).shape;
};

describe('catalogue identity', () => {
  it('gives every call a unique id of the form <area>.<key>', () => {
    const ids = allCalls.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [area, calls] of Object.entries<Record<string, CallDef>>(catalogue)) {
      for (const [key, call] of Object.entries(calls)) expect(call.id).toBe(`${area}.${key}`);
    }
  });

  it('never lets two calls answer the same method and path, path triples included', () => {
    const routes = allEndpoints.map((e) => `${e.method} ${e.path}`);
    const dupes = routes.filter((r, i) => routes.indexOf(r) !== i);
    expect(dupes).toEqual([]);
  });

  it('finds every endpoint back by method and path', () => {
    for (const e of allEndpoints) {
      expect(findCall(e.method, e.path)).toBe(e.call);
      expect(findRoute(e.method, `${e.path}?x=1`)?.variant).toBe(e.variant);
    }
    expect(findCall('POST', '/api/nope')).toBeUndefined();
  });
});

// spec §7 and shared/spec/call-checklist.md: the floor per area.
describe('checklist coverage (spec §7)', () => {
  it.each([
    ['site', 24],
    ['auth', 28],
    ['member', 33],
    ['games', 20],
    ['finance', 29],
    ['activity', 25],
    ['news', 8],
    ['agent', 3],
    ['video', 2],
    ['time', 1],
    ['tracking', 1],
  ] as const)('declares at least the checklist count for %s (%i)', (area, floor) => {
    expect(areaCalls(area).length).toBeGreaterThanOrEqual(floor);
  });

  it('declares exactly 14 message calls, seven per kind', () => {
    expect(areaCalls('message')).toHaveLength(14);
  });

  it('declares 40+ live and chat endpoints, counting each chat ×3 call three times', () => {
    expect(endpointCount([...areaCalls('live'), ...areaCalls('chat')])).toBeGreaterThanOrEqual(40);
  });

  it('puts every news call under /api/site/game/newsoccer/{news|soccer|info}/', () => {
    for (const call of areaCalls('news')) {
      expect(call.path).toMatch(/^\/api\/site\/game\/newsoccer\/(news|soccer|info)\//);
      expect(call.path.startsWith(NEWS_PATH_PREFIX)).toBe(true);
    }
  });

  it.each([
    ['POST', '/api/site/group/site/configInfo/v1/get'],
    ['POST', '/api/site/group/site/configInfo/v2/gets'],
    ['POST', '/api/site/group/site/perInfo/v5/get'],
    ['POST', '/api/v2/vvm'],
    ['POST', '/api/gw/ic/verify'],
    ['POST', '/api/member/auth/login/v3'],
    ['POST', '/api/member/auth/lg/v5'],
    ['POST', '/api/member/auth/register/v4'],
    ['POST', '/api/member/auth/checkName/v1'],
    ['POST', '/api/member/auth/checkName/v2'],
    ['POST', '/api/member/auth/checkName/v3'],
    ['POST', '/api/member/auth/sendCode/v3'],
    ['POST', '/api/member/info/updateInfoVal/v4'],
    ['POST', '/api/member/info/updateInfoVal/v5'],
    ['POST', '/api/finance/payment/types/v16'],
    ['POST', '/api/finance/withdraw/new/v6'],
  ])('keeps the spec-named path %s %s', (method, path) => {
    expect(findCall(method, path)).toBeDefined();
  });

  it('sends configInfo v2 a keyCodes list and /api/v2/vvm as plain JSON', () => {
    const v2 = catalogue.site.configInfoV2Gets;
    expect(v2.input.safeParse({ keyCodes: ['anchorGameSwitch', 'hideZBYXRecords'] }).success).toBe(true);
    expect(catalogue.site.vvm.encoding).toBe('plain');
    expect(allCalls.filter((c) => c.encoding === 'plain').map((c) => c.id)).toEqual(['site.vvm']);
  });
});

describe('call policies', () => {
  it('requires an idempotency key on every money-moving call', () => {
    const moving = allCalls.filter((c) => c.idempotent);
    expect(moving.length).toBeGreaterThan(20);
    for (const call of moving) {
      const key = shapeOf(call).idempotencyKey;
      expect(key, call.id).toBeDefined();
      expect(key?.safeParse(undefined).success, call.id).toBe(false);
      expect(key?.safeParse('short').success, call.id).toBe(false);
      expect(key?.safeParse('k'.repeat(8)).success, call.id).toBe(true);
    }
    for (const call of allCalls.filter((c) => !c.idempotent)) {
      expect(shapeOf(call).idempotencyKey, call.id).toBeUndefined();
    }
  });

  it('gives every visitor-or-member call its three paths, with path as the web path (spec §6)', () => {
    for (const call of allCalls) {
      if (call.auth === 'visitor-or-member') {
        expect(call.paths, call.id).toBeDefined();
        expect(call.path).toBe(call.paths?.web);
        expect(call.paths?.anonymous).toMatch(/^\/api\/chat\/anon\//);
        expect(call.paths?.app).toMatch(/^\/api\/chat\/app\//);
      } else {
        expect(call.paths, call.id).toBeUndefined();
      }
    }
    expect(allCalls.filter((c) => c.auth === 'visitor-or-member')).toHaveLength(8);
  });

  it('blanks the token exactly on login, banner list and personal-info get (spec §7)', () => {
    const blanked = allCalls.filter((c) => c.blankToken).map((c) => c.id);
    expect(blanked.sort()).toEqual(
      [
        'auth.lgV5',
        'auth.loginV3',
        'auth.signedLogin',
        'site.bannerListV1',
        'site.bannerListV2',
        'site.perInfoV5Get',
      ].sort(),
    );
  });

  it('uses GET only with query or blob encoding, and ttl caches of 60 s (spec §7, §9)', () => {
    for (const call of allCalls) {
      if (call.method === 'GET') expect(['query', 'blob'], call.id).toContain(call.encoding);
      else expect(['query', 'blob'], call.id).not.toContain(call.encoding);
      if (call.cache.kind === 'ttl') expect(call.cache.ttlMs).toBe(60_000);
    }
    expect(catalogue.site.captchaImage.encoding).toBe('blob');
  });

  it('lets visitors read site config, news, time and tracking without a token', () => {
    const anonymousAreas: AreaName[] = ['news', 'time'];
    for (const area of anonymousAreas)
      for (const c of areaCalls(area)) expect(c.auth, c.id).toBe('anonymous');
    // Tracking takes visitors too; a member's token, when there is one, attributes the clicks.
    for (const c of areaCalls('tracking')) expect(['anonymous', 'optional'], c.id).toContain(c.auth);
    expect(catalogue.site.configInfoV1Get.auth).toBe('anonymous');
    expect(catalogue.auth.loginV3.auth).toBe('anonymous');
  });
});

describe('input schemas', () => {
  it('rejects unknown keys on every input (strict objects)', () => {
    for (const call of allCalls) {
      const result = call.input.safeParse({ __unknown: 1 });
      expect(result.success, call.id).toBe(false);
      expect(
        result.error?.issues.some((i) => i.code === 'unrecognized_keys'),
        call.id,
      ).toBe(true);
    }
  });

  it('exports every input as JSON Schema for the docs', () => {
    for (const call of allCalls) expect(() => z.toJSONSchema(call.input), call.id).not.toThrow();
  });

  it('accepts the spec §3 login payload and rejects a stray field', () => {
    const login = {
      name: 'player01',
      password: 'abc12345',
      flag: 0,
      version: '1.1.0',
      timewd: 'ZW5jb2RlZA==',
      oldPassword: 'c12345abcdef0123',
    };
    expect(catalogue.auth.loginV3.input.safeParse(login).success).toBe(true);
    expect(catalogue.auth.lgV5.input.safeParse({ ...login, token: 'x' }).success).toBe(false);
  });

  it('fixes the live list to page 1 and size 200 (spec §3, §9)', () => {
    const list = catalogue.live.popularList.input;
    expect(list.safeParse({ page: 1, size: 200 }).success).toBe(true);
    expect(list.safeParse({ page: 2, size: 200 }).success).toBe(false);
    expect(list.safeParse({ page: 1, size: 201 }).success).toBe(false);
  });

  it('takes money as positive integer minor units', () => {
    const transfer = catalogue.games.transferIn.input;
    const base = { api_name: 'ybty', walletType: 'RMB', idempotencyKey: 'key-12345678' };
    expect(transfer.safeParse({ ...base, amount: 10_050 }).success).toBe(true);
    expect(transfer.safeParse({ ...base, amount: 100.5 }).success).toBe(false);
    expect(transfer.safeParse({ ...base, amount: 0 }).success).toBe(false);
    expect(transfer.safeParse({ ...base, amount: '100.50' }).success).toBe(false);
  });

  it('caps every page size at 200', () => {
    for (const call of allCalls) {
      const size = shapeOf(call).size;
      if (size) expect(size.safeParse(201).success, call.id).toBe(false);
    }
  });

  it('uses the spec §3 field names for cards, addresses, transfers and chat status', () => {
    expect(shapeOf(catalogue.finance.bankCardAdd).cardNum).toBeDefined();
    expect(shapeOf(catalogue.finance.virtualAddressAdd).address).toBeDefined();
    expect(shapeOf(catalogue.games.transferIn).api_name).toBeDefined();
    expect(shapeOf(catalogue.games.transferOut).transfer_out).toBeDefined();
    expect(Object.keys(shapeOf(catalogue.games.launch))).toEqual(
      expect.arrayContaining(['resetDpDomain', 'rollbackAddress', 'isUseCache']),
    );
    const status = catalogue.chat.roomStatus.output.safeParse({
      chatSwitch: true,
      list: [{ matchId: 'm1', chatRoomNo: null, status: 1, exist: true, gameStatus: 0 }],
    });
    expect(status.success).toBe(true);
  });
});
