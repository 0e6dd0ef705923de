// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '@arena/protocol';

const path = '/api/site/game/newsoccer/news/hot/v1';

function pageBlock(newsDomain: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-data';
  block.textContent = JSON.stringify({
    at: Date.now(),
    answers: {
      [catalogue.site.vvm.id]: {
        input: {},
        data: { apiDomains: [], videoDomains: [], newsDomain, clientVersion: '1.0.0' },
      },
    },
  });
  document.head.append(block);
}

// spec §7 "calls under /api/site/game/newsoccer/ … are prefixed with a news domain … outside
// development": a news screen's first call can leave before the start-up wiring asks `vvm`.
describe('the news domain the page arrived with', () => {
  afterEach(() => {
    document.getElementById('boot-data')?.remove();
    localStorage.clear();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("sends the first news call to the page's news domain before any vvm call", async () => {
    vi.stubEnv('DEV', false);
    pageBlock('https://news.example');
    const { newsLine } = await import('./news-domain.ts');
    const { newsAsset } = await import('./news-domain-boot.ts');
    expect(await newsLine(path)).toBe('https://news.example');
    expect(newsAsset('/news/cover/1.png')).toBe('https://news.example/news/cover/1.png');
    expect(await newsLine('/api/live/popular/list/v1')).toBeNull();
  });

  it('puts a cover on the news domain before any news call or gateway code runs', async () => {
    vi.stubEnv('DEV', false);
    pageBlock('https://news.example/');
    const { newsAsset, storedNewsDomain } = await import('./news-domain-boot.ts');
    expect(newsAsset('/news/cover/1.png')).toBe('https://news.example/news/cover/1.png');
    expect(newsAsset('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(storedNewsDomain()).toBe('https://news.example');
  });

  it("reads the page's vvm answer under the catalogue's own id", async () => {
    const { VVM_CALL_ID } = await import('./news-domain-boot.ts');
    expect(VVM_CALL_ID).toBe(catalogue.site.vvm.id);
  });

  it('keeps news calls on the API line at once when the page names no news domain', async () => {
    vi.stubEnv('DEV', false);
    localStorage.setItem('arena-news-domain', 'https://old-news.example');
    pageBlock('');
    const { newsLine } = await import('./news-domain.ts');
    // No wait for the wiring's vvm answer (that would take FIRST_LOAD_WAIT_MS), and the stale domain
    // of an earlier visit is forgotten.
    expect(await newsLine(path)).toBeNull();
    expect(localStorage.getItem('arena-news-domain')).toBeNull();
  });

  it('without a page answer, waits for the first vvm answer and then uses its domain', async () => {
    vi.stubEnv('DEV', false);
    const { newsLine, loadNewsDomain } = await import('./news-domain.ts');
    const line = newsLine(path);
    await loadNewsDomain(() => Promise.resolve({ newsDomain: 'https://later-news.example' }));
    expect(await line).toBe('https://later-news.example');
  });
});
