import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EnvelopeSession } from './handshake.ts';
import { createReplayGuard } from './replay-guard.ts';
import { openRequest, openResponse, sealRequest, sealResponse } from './seal.ts';
import { handshakePair } from './test-session.ts';

const T0 = 1_760_000_000_000;
let client: EnvelopeSession;
let server: EnvelopeSession;

beforeAll(async () => {
  ({ client, server } = await handshakePair(T0));
});

// spec §7: every JSON body survives the envelope unchanged, both ways.
describe('envelope property', () => {
  it('seals and opens any JSON value to an equal value', async () => {
    const guard = createReplayGuard();
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        // JSON itself maps -0 to 0: compare with what JSON can carry.
        const expected: unknown = JSON.parse(JSON.stringify(value));
        const sealed = await sealRequest({ ...client, method: 'POST', path: '/p', body: value, now: T0 });
        const opened = await openRequest({
          method: 'POST',
          path: '/p',
          headers: sealed.headers,
          body: sealed.body,
          lookup: () => server,
          guard,
          now: T0,
        });
        expect(opened.body).toEqual(expected);
        const reply = await sealResponse(opened.keys, value, opened.nonce);
        expect(await openResponse(client.keys, reply, sealed.headers.nonce)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
