import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { catalogue } from '@arena/protocol';
import { createTestAppOn, type TestApp } from './test-app.ts';
import { appCsp, inlineScriptHashes } from '../src/plugins/security-headers.ts';
import { parseJsonSafely } from '../src/plugins/gateway.ts';

const INLINE = "document.documentElement.dataset.theme = 'elegant';";
const JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A small build: an index.html with one inline script, one hashed asset and its .br/.gz twins. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root"></div>` +
      '<script type="module" src="/assets/index-AbC123.js"></script></body></html>',
  );
  const js = path.join(dir, 'assets/index-AbC123.js');
  fs.writeFileSync(js, JS);
  fs.writeFileSync(`${js}.br`, brotliCompressSync(JS));
  fs.writeFileSync(`${js}.gz`, gzipSync(JS));
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestAppOn({ dataDir: 'memory' }, { webDist: fakeDist() });
}, 180_000);
afterAll(async () => t.close());

describe('security headers', () => {
  it('sends the app page with a CSP that allows its inline script by hash and forbids framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/home', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('locks API answers down: no framing, no sniffing', async () => {
    const res = await t.call(catalogue.time.systemTimeGet, {});
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('names the configured API lines in connect-src', () => {
    expect(appCsp([], ['https://line2.example.com'])).toContain(
      "connect-src 'self' https://line2.example.com",
    );
  });

  it('hashes only inline scripts', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script>x()</script>')).toEqual([
      `'sha256-${createHash('sha256').update('x()').digest('base64')}'`,
    ]);
  });
});

describe('delivery of built assets', () => {
  it('sends the brotli twin to a browser that accepts it, cached as immutable', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(JS.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it('sends gzip to a gzip-only client and the raw file to one that accepts neither', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const raw = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(JS);
  });
});

describe('JSON bodies', () => {
  it('refuses prototype poisoning as the stock parser did', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gw/handshake',
      headers: { 'content-type': 'application/json' },
      payload: '{"publicKey":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(parseJsonSafely('{"a":{"constructor":"x"}}')).toEqual({ a: { constructor: 'x' } });
    expect(() => parseJsonSafely('{"constructor":{"prototype":{}}}')).toThrow();
  });
});
