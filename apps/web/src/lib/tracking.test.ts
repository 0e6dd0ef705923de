import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, catalogue, GatewayError } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import {
  FLUSH_AT_EVENTS,
  FLUSH_INTERVAL_MS,
  MAX_QUEUED_EVENTS,
  flushClicks,
  installClickTracking,
  queuedClicks,
  startTracking,
  trackClick,
  type ClickEvent,
} from './tracking.ts';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));

const send = vi.mocked(callGateway);
const report = catalogue.tracking.clickReport;
/** The events of the n-th report (0-based), parsed back from the form field. */
const sent = (n = 0): ClickEvent[] => {
  const input = send.mock.calls[n]?.[1] as { events: string } | undefined;
  return input ? (JSON.parse(input.events) as ClickEvent[]) : [];
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const networkDown = () => new GatewayError(ErrorCode.networkAbnormal, 'network');

let stop: (() => void) | null = null;

beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue({ ok: true, accepted: 1 });
  window.history.replaceState(null, '', '/app/home');
});

afterEach(async () => {
  stop?.();
  stop = null;
  vi.useRealTimers();
  send.mockReset();
  send.mockResolvedValue({ ok: true, accepted: 1 });
  await flushClicks(); // drain what a test left queued
  document.body.innerHTML = '';
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('trackClick', () => {
  it('queues the event with the page, target and time, and refuses a name the catalogue refuses', () => {
    const before = Date.now();
    expect(trackClick('tab', '/app/live')).toBe(true);
    expect(trackClick('has space')).toBe(false);
    const [click] = queuedClicks();
    expect(click).toMatchObject({ event: 'tab', page: '/app/home', target: '/app/live' });
    expect(click?.ts).toBeGreaterThanOrEqual(before);
    expect(queuedClicks()).toHaveLength(1);
  });

  it('sends one batch as soon as 20 events are queued, quietly', async () => {
    for (let i = 0; i < FLUSH_AT_EVENTS - 1; i++) trackClick(`e${i}`);
    expect(send).not.toHaveBeenCalled();
    trackClick('e19');
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe(report);
    expect(send.mock.calls[0]?.[2]).toEqual({ quiet: true, keepalive: false });
    expect(sent(0).map((c) => c.event)).toEqual(Array.from({ length: 20 }, (_, i) => `e${i}`));
    expect(queuedClicks()).toEqual([]);
  });

  it('sends fewer than 20 per batch when escaped fields would pass the 16384-char limit', async () => {
    send.mockRejectedValue(networkDown()); // keep everything queued for now
    window.history.replaceState(null, '', `/app/${'p'.repeat(300)}`); // page cut to 256
    const target = '\u0001'.repeat(200); // cut to 128; each one is 6 chars once JSON-escaped
    for (let i = 0; i < 40; i++) trackClick('tab', target);
    await settle();
    expect(queuedClicks()).toHaveLength(40);
    send.mockReset();
    send.mockResolvedValue({ ok: true, accepted: 1 });
    await flushClicks();
    const batches = send.mock.calls.map((_, i) => sent(i));
    expect(batches.length).toBeGreaterThan(2);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThan(FLUSH_AT_EVENTS);
    expect(batches.flat()).toHaveLength(40);
    for (const [, input] of send.mock.calls) {
      const { events } = input as { events: string };
      expect(events.length).toBeLessThanOrEqual(16_384);
      expect(report.input.safeParse({ events }).success).toBe(true);
    }
    expect(batches[0]?.[0]?.page).toHaveLength(256);
    expect(batches[0]?.[0]?.target).toHaveLength(128);
  });
});

describe('flushing', () => {
  it('sends what is queued every 10 s', async () => {
    vi.useFakeTimers();
    stop = startTracking();
    trackClick('tab', '/app/live');
    trackClick('download');
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent(0).map((c) => c.event)).toEqual(['tab', 'download']);
    expect(send.mock.calls[0]?.[2]).toEqual({ quiet: true, keepalive: false });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(1); // nothing queued, nothing sent
  });

  it('sends with keepalive when the page is hidden, and on pagehide', () => {
    stop = startTracking();
    trackClick('tab', '/app/live');
    document.dispatchEvent(new Event('visibilitychange')); // still visible: no flush
    expect(send).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[2]).toEqual({ quiet: true, keepalive: true });
    expect(sent(0)).toMatchObject([{ event: 'tab', target: '/app/live', page: '/app/home' }]);

    trackClick('download');
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[2]).toEqual({ quiet: true, keepalive: true });
  });

  it('puts a failed batch back at the front of the queue, in click order', async () => {
    send.mockRejectedValueOnce(networkDown());
    trackClick('first');
    trackClick('second');
    const flushing = flushClicks();
    trackClick('third'); // clicked while the report was on its way
    await flushing;
    expect(queuedClicks().map((c) => c.event)).toEqual(['first', 'second', 'third']);
    await flushClicks();
    expect(sent(1).map((c) => c.event)).toEqual(['first', 'second', 'third']);
    expect(queuedClicks()).toEqual([]);
  });

  it('keeps at most 200 events while reports fail, dropping the oldest', async () => {
    send.mockRejectedValue(networkDown());
    for (let i = 0; i < 250; i++) trackClick(`e${i}`); // a report at every 20th, each failing
    await settle();
    const kept = queuedClicks().map((c) => c.event);
    expect(kept).toHaveLength(MAX_QUEUED_EVENTS);
    expect(kept[0]).toBe('e50');
    expect(kept.at(-1)).toBe('e249');
  });

  it('drops a batch the gateway refuses as bad input instead of retrying it forever', async () => {
    send.mockRejectedValueOnce(new GatewayError(ErrorCode.badInput, 'bad'));
    trackClick('tab');
    await flushClicks();
    expect(queuedClicks()).toEqual([]);
  });
});

describe('installClickTracking', () => {
  it('reports clicks inside data-track elements with their target or accessible name', () => {
    const uninstall = installClickTracking(document);
    document.body.innerHTML = `
      <nav>
        <a href="#" data-track="tab" data-track-target="/app/live"><svg></svg><span id="s">直播</span></a>
        <button data-track="download">  Android
          下载 </button>
        <button data-track="download" aria-label="iOS 下载">iOS</button>
        <button data-track="jump" aria-labelledby="l"></button><span id="l">去下载</span>
        <button data-track="long">${'x'.repeat(300)}</button>
        <button id="plain">plain</button>
      </nav>`;
    const click = (selector: string) => document.querySelector<HTMLElement>(selector)?.click();
    click('#s');
    click('[data-track="download"]');
    click('[aria-label]');
    click('[data-track="jump"]');
    click('[data-track="long"]');
    click('#plain');
    expect(queuedClicks().map(({ event, target, page }) => ({ event, target, page }))).toEqual([
      { event: 'tab', target: '/app/live', page: '/app/home' },
      { event: 'download', target: 'Android 下载', page: '/app/home' },
      { event: 'download', target: 'iOS 下载', page: '/app/home' },
      { event: 'jump', target: '去下载', page: '/app/home' },
      { event: 'long', target: 'x'.repeat(128), page: '/app/home' },
    ]);
    uninstall();
    click('#s');
    expect(queuedClicks()).toHaveLength(5);
  });

  it('checks a click against the catalogue in a task after the click, with the page it was made on', async () => {
    // docs/perf.md "Live list": the tap that starts a navigation does no zod work.
    const check = vi.spyOn(report.input, 'safeParse');
    const uninstall = installClickTracking(document);
    document.body.innerHTML = '<a href="#" data-track="tab" data-track-target="/app/live">直播</a>';
    document.querySelector('a')?.click();
    window.history.replaceState(null, '', '/app/live'); // the link navigated before the check ran
    expect(check).not.toHaveBeenCalled();
    await settle();
    expect(check).toHaveBeenCalledTimes(1);
    expect(queuedClicks()).toMatchObject([{ event: 'tab', target: '/app/live', page: '/app/home' }]);
    uninstall();
    check.mockRestore();
  });

  it('sends a click made right before the page hides, before its check task ran', () => {
    stop = startTracking();
    document.body.innerHTML = '<button data-track="download">下载</button>';
    document.querySelector('button')?.click();
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent(0)).toMatchObject([{ event: 'download', target: '下载', page: '/app/home' }]);
  });

  it('is installed once by startTracking, however often it is called', () => {
    stop = startTracking();
    expect(startTracking()).toBe(stop);
    document.body.innerHTML = '<button data-track="tab" data-track-target="/app/me">我的</button>';
    document.querySelector('button')?.click();
    expect(queuedClicks()).toHaveLength(1);
  });
});
