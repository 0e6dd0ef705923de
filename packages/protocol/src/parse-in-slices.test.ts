import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { safeParseInSlices } from './parse-in-slices.ts';

const item = z.object({ id: z.string().min(1), score: z.number().int().nonnegative() });
const page = z.object({ list: z.array(item), total: z.number().int() });
const noYield = () => Promise.resolve();

const rawItem = fc.record(
  { id: fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), score: fc.oneof(fc.integer(), fc.constant(-1)) },
  { requiredKeys: ['id'] },
);
const cleanItem = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  score: fc.nat(),
  extra: fc.string(),
});

describe('safeParseInSlices (docs/perf.md live list)', () => {
  it('answers exactly what safeParse answers, valid or not, for any slice size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(cleanItem, cleanItem, cleanItem, rawItem), { maxLength: 30 }),
        fc.oneof(fc.integer(), fc.constant('x')),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        async (list, total, slice, first) => {
          const data = { list, total, junk: true };
          const direct = page.safeParse(data);
          const sliced = await safeParseInSlices(page, data, noYield, slice, first);
          expect(sliced.success).toBe(direct.success);
          if (direct.success && sliced.success) expect(sliced.data).toEqual(direct.data);
          if (!direct.success && !sliced.success && Array.isArray(data.list) && typeof total === 'number') {
            // Item failures point at the same place in the whole answer.
            expect(sliced.error.issues[0]!.path).toEqual(direct.error.issues[0]!.path);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('yields before the first check and between slices, and never for a short list', async () => {
    let yields = 0;
    const count = () => {
      yields++;
      return Promise.resolve();
    };
    const list = Array.from({ length: 200 }, (_, i) => ({ id: `m${i}`, score: i }));
    const result = await safeParseInSlices(page, { list, total: 200 }, count, 40, 4);
    expect(result.success).toBe(true);
    // One yield before the checks, then slices of 4, 40, 40, 40, 40 and 36 with a yield between each.
    expect(yields).toBe(1 + 5);
    await safeParseInSlices(page, { list: list.slice(0, 40), total: 40 }, count, 40, 4);
    expect(yields).toBe(6);
  });

  it('leaves arrays with length checks to safeParse, so a limit is never skipped', async () => {
    const capped = z.object({ list: z.array(item).max(3) });
    const list = Array.from({ length: 5 }, (_, i) => ({ id: `m${i}`, score: i }));
    const result = await safeParseInSlices(capped, { list }, noYield, 2);
    expect(result.success).toBe(false);
  });
});
