import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageRequest, registerSpa } from '../src/plugins/spa.ts';

// spec §2: every route a person can reach renders an app screen; unknown ones the app's not-found screen.
describe('SPA fallback', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-spa-'));
  const app = Fastify();
  const browser = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    app.get('/api/health', () => ({ status: 'ok' }));
    await registerSpa(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app for an app route', async () => {
    const res = await app.inject({ url: '/app/egame/ybegdz', headers: browser });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves the app when a person opens an unknown file or API path', async () => {
    for (const url of ['/download/arena.apk', '/api/nope', '/admin/nope', '/favicon-missing.ico']) {
      const res = await app.inject({ url, headers: browser });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers calls and asset fetches with the JSON 404', async () => {
    const fetchLike = { accept: '*/*', 'sec-fetch-mode': 'cors' };
    for (const [url, headers] of [
      ['/api/nope', fetchLike],
      ['/assets/missing.js', { accept: '*/*', 'sec-fetch-mode': 'no-cors' }],
      ['/download/arena.apk', {}],
      ['/api/nope', { accept: 'application/json' }],
    ] as const) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ msg: 'not found', data: null });
    }
  });

  it('tells page requests from calls by fetch metadata, else by what the client accepts first', () => {
    expect(isPageRequest({ 'sec-fetch-mode': 'navigate' })).toBe(true);
    expect(isPageRequest({ 'sec-fetch-mode': 'cors', accept: 'text/html' })).toBe(false);
    expect(isPageRequest({ accept: 'text/html,*/*' })).toBe(true);
    expect(isPageRequest({ accept: 'application/json, text/html' })).toBe(false);
    expect(isPageRequest({})).toBe(false);
  });
});
