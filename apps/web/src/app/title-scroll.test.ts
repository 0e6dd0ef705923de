import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSafariAgent, startTitleScroll } from './title-scroll.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('page-title scroll (spec §4)', () => {
  let stop: (() => void) | null = null;
  beforeEach(() => {
    vi.useFakeTimers();
    document.title = '';
  });
  afterEach(() => {
    stop?.();
    stop = null;
    vi.useRealTimers();
  });

  it('tells Safari from the Chromium and Android browsers that also name it', () => {
    expect(isSafariAgent(SAFARI)).toBe(true);
    expect(isSafariAgent(CHROME)).toBe(false);
  });

  it('rotates a title a screen sets once it is over 15 characters, one step per 300 ms', async () => {
    stop = startTitleScroll(document, window);
    document.title = '帮助中心 · Arena 竞技场'; // 17 characters
    await flush();
    expect(document.title).toBe('帮助中心 · Arena 竞技场');
    vi.advanceTimersByTime(300);
    expect(document.title).toBe('助中心 · Arena 竞技场帮');
    vi.advanceTimersByTime(300);
    expect(document.title).toBe('中心 · Arena 竞技场帮助');
  });

  it('leaves a title of 15 characters still', async () => {
    stop = startTitleScroll(document, window);
    document.title = '123456789012345';
    await flush();
    vi.advanceTimersByTime(3000);
    expect(document.title).toBe('123456789012345');
  });

  it('pauses while the tab is hidden and restarts on the next screen title', async () => {
    stop = startTitleScroll(document, window);
    document.title = 'abcdefghijklmnopq';
    await flush();
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.advanceTimersByTime(900);
    expect(document.title).toBe('abcdefghijklmnopq');
    hidden.mockReturnValue(false);
    vi.advanceTimersByTime(300);
    expect(document.title).toBe('bcdefghijklmnopqa');
    document.title = 'short';
    await flush();
    vi.advanceTimersByTime(900);
    expect(document.title).toBe('short');
    hidden.mockRestore();
  });
});
