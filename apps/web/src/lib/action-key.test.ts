import { describe, expect, it } from 'vitest';
import { ActionKey, newIdempotencyKey } from './action-key.ts';

// "Every money-moving call takes an idempotency key; a retry (including after a line switch)
// never moves money twice."
describe('ActionKey', () => {
  it('creates keys the catalogue accepts', () => {
    const key = newIdempotencyKey();
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(64);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('keeps one key while the same values are submitted again', () => {
    let n = 0;
    const action = new ActionKey(() => `key-${++n}-xxxx`);
    const first = action.for({ amount: 100 });
    expect(action.for({ amount: 100 })).toBe(first);
  });

  it('starts a new action when the values change or the last one finished', () => {
    let n = 0;
    const action = new ActionKey(() => `key-${++n}-xxxx`);
    const first = action.for({ amount: 100 });
    const second = action.for({ amount: 200 });
    expect(second).not.toBe(first);
    action.finish();
    expect(action.for({ amount: 200 })).not.toBe(second);
  });
});
