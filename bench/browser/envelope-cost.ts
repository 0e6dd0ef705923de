import { createReplayGuard, openRequest, openResponse, sealRequest, sealResponse } from '@arena/protocol';
import { handshakePair } from '../../packages/protocol/src/envelope/test-session.ts';

/**
 * The client's envelope work per call — seal a 1 KB body, open the sealed answer — timed with the
 * WebCrypto of wherever it runs (Chromium for the budget, Node for comparison). The server's half
 * (open, seal) runs too, untimed, so that each answer is real.
 */
export async function measureEnvelopeCost(
  iterations: number,
): Promise<{ clientMs: number; roundTripMs: number }> {
  const now = Date.now();
  const { client, server } = await handshakePair(now);
  const guard = createReplayGuard({ maxEntries: iterations * 2 });
  const path = '/api/site/group/site/configInfo/v1/get';
  const body = { keyCode: 'siteName', pad: 'x'.repeat(970) };
  let clientTime = 0;
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) {
    const a = performance.now();
    const sealed = await sealRequest({ ...client, method: 'POST', path, now, body });
    clientTime += performance.now() - a;
    const opened = await openRequest({
      method: 'POST',
      path,
      headers: sealed.headers,
      body: sealed.body,
      lookup: () => server,
      guard,
      now,
    });
    const answer = await sealResponse(server.keys, { code: 0, msg: 'ok', data: opened.body }, opened.nonce);
    const b = performance.now();
    await openResponse(client.keys, answer, sealed.headers.nonce);
    clientTime += performance.now() - b;
  }
  return { clientMs: clientTime / iterations, roundTripMs: (performance.now() - t0) / iterations };
}
