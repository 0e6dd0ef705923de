import { describe, expect, it } from 'vitest';
import { siteHomeModules } from './home-modules.ts';
import { htmlToParagraphs } from './html-text.ts';
import { isPopupDue, localDay, markPopupSeen, type KeyValueStore } from './popup-frequency.ts';
import { classifySiteLink } from './site-links.ts';
import { popupPageFor } from '../components/site-popups.tsx';

const memory = (): KeyValueStore & { size: () => number } => {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    size: () => map.size,
  };
};

describe('pop-up frequency', () => {
  it('shows a "once" pop-up one time in this browser, across sessions', () => {
    const stores = { local: memory(), session: memory() };
    const popup = { id: 'p', frequency: 'once' as const };
    expect(isPopupDue(popup, stores, '2026-11-26')).toBe(true);
    markPopupSeen(popup, stores, '2026-11-26');
    expect(isPopupDue(popup, { ...stores, session: memory() }, '2026-12-30')).toBe(false);
  });

  it('shows a "daily" pop-up again on the next local day', () => {
    const stores = { local: memory(), session: memory() };
    const popup = { id: 'p', frequency: 'daily' as const };
    markPopupSeen(popup, stores, '2026-11-26');
    expect(isPopupDue(popup, stores, '2026-11-26')).toBe(false);
    expect(isPopupDue(popup, stores, '2026-11-27')).toBe(true);
  });

  it('shows an "always" pop-up once per session, not on every return to the page', () => {
    const stores = { local: memory(), session: memory() };
    const popup = { id: 'p', frequency: 'always' as const };
    markPopupSeen(popup, stores, '2026-11-26');
    expect(isPopupDue(popup, stores, '2026-11-26')).toBe(false);
    expect(isPopupDue(popup, { ...stores, session: memory() }, '2026-11-26')).toBe(true);
    expect(stores.local.getItem('arena.popup.p')).toBeNull();
  });

  it('counts days in local time', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('maps routes to the pages that have pop-ups', () => {
    expect(popupPageFor('/app/home')).toBe('home');
    expect(popupPageFor('/app/live/room/7')).toBe('live');
    expect(popupPageFor('/app/activities')).toBe('activity');
    expect(popupPageFor('/app/wallet/deposit')).toBe('wallet');
    expect(popupPageFor('/app/me')).toBeNull();
    expect(popupPageFor('/app/lively')).toBeNull();
  });
});

describe('operator HTML as text', () => {
  it('keeps one paragraph per block and drops markup, scripts and handlers', () => {
    const html =
      '<p>第一段<b>加粗</b></p><script>alert(1)</script><ul><li>一</li><li>二</li></ul><img src=x onerror="alert(2)">尾';
    expect(htmlToParagraphs(html)).toEqual(['第一段加粗', '一', '二', '尾']);
  });

  it('reads plain text as one paragraph and empty markup as none', () => {
    expect(htmlToParagraphs('只有文字')).toEqual(['只有文字']);
    expect(htmlToParagraphs('<p> </p>')).toEqual([]);
  });
});

describe('operator links', () => {
  it('routes in-app paths, opens https outside, drops everything else', () => {
    expect(classifySiteLink('/app/activities')).toEqual({ kind: 'internal', href: '/app/activities' });
    expect(classifySiteLink('https://example.com/a')).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(classifySiteLink('javascript:alert(1)')).toBeNull();
    expect(classifySiteLink('//evil.example')).toBeNull();
    expect(classifySiteLink('http://plain.example')).toBeNull();
    expect(classifySiteLink('')).toBeNull();
  });
});

describe('home modules from the home config', () => {
  it('orders the site blocks by sort and leaves hidden ones out', () => {
    expect(
      siteHomeModules([
        { module: 'banner', sort: 1, visible: true },
        { module: 'sponsor', sort: 2, visible: true },
        { module: 'navigation', sort: 5, visible: true },
      ]),
    ).toEqual(['sponsor', 'navigation']);
    expect(siteHomeModules([{ module: 'navigation', sort: 1, visible: false }])).toEqual(['sponsor']);
  });

  it('keeps every block, in the default order, for a site without a config', () => {
    expect(siteHomeModules(undefined)).toEqual(['navigation', 'sponsor']);
    expect(siteHomeModules([])).toEqual(['navigation', 'sponsor']);
  });
});
