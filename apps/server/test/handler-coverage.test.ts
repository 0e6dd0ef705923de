import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Declared calls (spec §7) that the reference gateway does not answer yet. The list only shrinks: a call
 * that gains a handler must leave it (the test fails until it does), and a new declared call must
 * either get a handler or be listed here on purpose.
 */
const NOT_YET_SERVED: readonly string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('handler coverage over the whole catalogue', () => {
  it('serves every declared call except the listed ones, and lists none that is served', () => {
    const unserved = allCalls
      .map((c) => c.id)
      .filter((id) => !t.app.handledCalls.has(id))
      .sort();
    expect(unserved).toEqual([...NOT_YET_SERVED].sort());
  });

  it('lists only calls the catalogue declares', () => {
    const declared = new Set(allCalls.map((c) => c.id));
    expect(NOT_YET_SERVED.filter((id) => !declared.has(id))).toEqual([]);
  });
});
