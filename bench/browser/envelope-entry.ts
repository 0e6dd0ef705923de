// Bundled by bench/src/envelope-browser-bench.ts and run inside Chromium: the client's envelope work
// per call (seal a 1 KB body, open the sealed answer), with the browser's own WebCrypto.
import { createReplayGuard, openRequest, openResponse, sealRequest, sealResponse } from '@arena/protocol';
import { handshakePair } from '../../packages/protocol/src/envelope/test-session.ts';

declare global {
  interface Window {
    runEnvelopeBench: (iterations: number) => Promise<{ clientMs: number; roundTripMs: number }>;
  }
}

window.runEnvelopeBench = async (iterations) => {
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
};
