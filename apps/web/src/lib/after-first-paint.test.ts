// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: the hold and the first paint are once per page load. */
const load = () => import('./after-first-paint.ts');

let paintEntries: { name: string }[] = [];

// A lazy screen that draws its first screen from the page's answers (docs/news.md "Data with the page")
// keeps the after-paint work (the gateway's code and handshake) from competing with it.
describe('the after-paint work held by a first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    paintEntries = [];
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(
      (name: string) => paintEntries.filter((e) => e.name === name) as unknown as PerformanceEntryList,
    );
    // No paint observer here: the fallback timer stands for the first paint.
    vi.stubGlobal('PerformanceObserver', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('waits until the screen is shown, then runs', async () => {
    const { afterFirstContentfulPaint, holdAfterPaint } = await load();
    const shown = holdAfterPaint();
    const ran = vi.fn();
    afterFirstContentfulPaint(ran, 100);
    await vi.advanceTimersByTimeAsync(500);
    expect(ran).not.toHaveBeenCalled();
    shown();
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('holds at most 3 s for a screen that never says it is shown', async () => {
    const { afterFirstContentfulPaint, holdAfterPaint } = await load();
    holdAfterPaint();
    const ran = vi.fn();
    afterFirstContentfulPaint(ran, 100);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('holds nothing once the page has painted', async () => {
    const { afterFirstContentfulPaint, holdAfterPaint } = await load();
    paintEntries = [{ name: 'first-contentful-paint' }];
    holdAfterPaint();
    const ran = vi.fn();
    afterFirstContentfulPaint(ran);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs at the first paint when no screen holds it', async () => {
    const { afterFirstContentfulPaint } = await load();
    const ran = vi.fn();
    afterFirstContentfulPaint(ran, 100);
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toHaveBeenCalledOnce();
  });
});
