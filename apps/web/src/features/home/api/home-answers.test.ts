// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { homeBannersQuery } from './get-home-banners.ts';
import { bannersOf, homeCalls, homeInputs } from './home-answers.ts';

const banner = (id: string, sort: number) => ({
  id,
  title: id,
  imageUrl: `/media/${id}.svg`,
  linkUrl: '',
  sort,
});

// spec §7 banner lists: the page's answers are keyed by catalogue id and kept as the queries keep them.
describe('home answers that come with the page', () => {
  afterEach(() => document.getElementById('boot-data')?.remove());

  it('names the catalogue calls home makes', () => {
    expect(homeCalls).toEqual({
      banners: catalogue.site.bannerListV1.id,
      notices: catalogue.site.specialNoticeGet.id,
      popular: catalogue.live.popularList.id,
    });
  });

  it('seeds the banner query from the page, by schema, and marks it for a refresh', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'boot-data';
    const list = [banner('b', 2), banner('a', 1)];
    block.textContent = JSON.stringify({
      at: Date.now() - 1000,
      answers: { [homeCalls.banners]: { input: homeInputs.banners, data: { list } } },
    });
    document.head.append(block);
    const { seedHomeQueries } = await import('./seed-home.ts');
    const client = new QueryClient();
    seedHomeQueries(client);
    const key = homeBannersQuery().queryKey;
    expect(client.getQueryData(key)).toEqual(bannersOf({ list }));
    expect(client.getQueryData(key)?.map((b) => b.id)).toEqual(['a', 'b']);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true); // read again once mounted
  });
});
