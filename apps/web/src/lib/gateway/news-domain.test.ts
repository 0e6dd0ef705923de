import { describe, expect, it } from 'vitest';
import { newsBaseFor } from './news-domain.ts';

// spec §7 "calls under /api/site/game/newsoccer/ … are prefixed with a news domain from local storage
// outside development"
describe('news domain rule', () => {
  const path = '/api/site/game/newsoccer/news/hot/v1';

  it('sends a news call to the stored news domain outside development', () => {
    expect(newsBaseFor(path, { dev: false, stored: 'https://news.example' })).toBe('https://news.example');
  });

  it('keeps news calls on the API line in development', () => {
    expect(newsBaseFor(path, { dev: true, stored: 'https://news.example' })).toBeNull();
  });

  it('never moves a call outside the news prefix, and needs a stored domain', () => {
    expect(
      newsBaseFor('/api/live/popular/list/v1', { dev: false, stored: 'https://news.example' }),
    ).toBeNull();
    expect(
      newsBaseFor('/api/site/game/newsoccerx/a', { dev: false, stored: 'https://news.example' }),
    ).toBeNull();
    expect(newsBaseFor(path, { dev: false, stored: '' })).toBeNull();
  });
});
