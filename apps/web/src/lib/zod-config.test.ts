import { describe, expect, it } from 'vitest';

// The entry configures zod without importing it (zod-config.ts); this proves zod still takes that
// configuration when it loads afterwards, so no parser compiles with `new Function` under the CSP.
describe('zod configuration before zod loads', () => {
  it('leaves zod jitless', async () => {
    await import('./zod-config.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ a: z.number() });
    expect(schema.parse({ a: 1 })).toEqual({ a: 1 });
  });
});
