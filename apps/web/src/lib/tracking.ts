import { ErrorCode, catalogue, GatewayError } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/*
 * Click tracking (spec §7 "Tracking"; docs/protocol.md "Click tracking"). Clicks are queued and sent in
 * batches through the gateway: every 10 s, at 20 queued events, and when the page is hidden. The hide
 * flush uses fetch `keepalive` rather than sendBeacon, because a beacon cannot carry the gateway's
 * signed headers.
 */

/** How often the queue is sent while the page is open. */
export const FLUSH_INTERVAL_MS = 10_000;
/** Queue length that sends at once. */
export const FLUSH_AT_EVENTS = 20;
/** Most events kept while reports keep failing; the oldest go first. */
export const MAX_QUEUED_EVENTS = 200;
/** Field lengths of the report (the catalogue refuses longer ones). */
const PAGE_MAX = 256;
const TARGET_MAX = 128;

/** One click as the report carries it. */
export interface ClickEvent {
  event: string;
  page: string;
  target?: string;
  ts: number;
}

/** A queued click; `seq` keeps the queue in click order when failed batches come back. */
interface Queued {
  seq: number;
  click: ClickEvent;
}

const report = catalogue.tracking.clickReport;
let queue: Queued[] = [];
let nextSeq = 0;
let stopActive: (() => void) | null = null;

/** The batch text the catalogue accepts, or null (too many events, too long, a bad field). */
function batchText(clicks: readonly ClickEvent[]): string | null {
  const events = JSON.stringify(clicks);
  return report.input.safeParse({ events }).success ? events : null;
}

/** Puts events back in click order, then drops the oldest beyond the bound. */
function enqueue(items: readonly Queued[]): void {
  queue = [...items, ...queue].sort((a, b) => a.seq - b.seq);
  if (queue.length > MAX_QUEUED_EVENTS) queue.splice(0, queue.length - MAX_QUEUED_EVENTS);
}

/**
 * Queues one click, on the current page now unless `at` says where and when it happened. An event the
 * catalogue would refuse (e.g. a name with spaces) is not queued, so it can never hold a batch back:
 * the answer is then `false`.
 */
export function trackClick(
  event: string,
  target?: string,
  at: { page: string; ts: number } = { page: location.pathname, ts: Date.now() },
): boolean {
  const click: ClickEvent = {
    event,
    page: at.page.slice(0, PAGE_MAX),
    ...(target ? { target: target.slice(0, TARGET_MAX) } : {}),
    ts: at.ts,
  };
  if (batchText([click]) === null) return false;
  enqueue([{ seq: nextSeq++, click }]);
  if (queue.length >= FLUSH_AT_EVENTS) void flushClicks();
  return true;
}

/** The queued clicks, oldest first (for tests and debugging). */
export function queuedClicks(): ClickEvent[] {
  queueSeen();
  return queue.map((q) => q.click);
}

/** Splits the queue into batches of at most FLUSH_AT_EVENTS that the catalogue accepts. */
function toBatches(items: Queued[]): { items: Queued[]; events: string }[] {
  const batches: { items: Queued[]; events: string }[] = [];
  let rest = items;
  while (rest.length > 0) {
    let size = Math.min(FLUSH_AT_EVENTS, rest.length);
    let events = batchText(rest.slice(0, size).map((q) => q.click));
    // Long pages and targets can push 20 events past the text limit: send fewer at a time.
    while (events === null && size > 1) {
      size -= 1;
      events = batchText(rest.slice(0, size).map((q) => q.click));
    }
    // Every queued event passed alone, so a batch of one always passes.
    batches.push({ items: rest.slice(0, size), events: events ?? '[]' });
    rest = rest.slice(size);
  }
  return batches;
}

/**
 * Sends everything queued. A batch that fails goes back to the front of the queue for the next flush,
 * except one the gateway refuses as bad input, which no retry would fix. Failures show no toast.
 */
export async function flushClicks(opts: { keepalive?: boolean } = {}): Promise<void> {
  queueSeen(); // a click right before the page hides is sent too
  if (queue.length === 0) return;
  const taken = queue;
  queue = [];
  await Promise.all(
    toBatches(taken).map(async (batch) => {
      try {
        await callGateway(
          report,
          { events: batch.events },
          { quiet: true, keepalive: opts.keepalive ?? false },
        );
      } catch (err) {
        if (err instanceof GatewayError && err.code === ErrorCode.badInput) return;
        enqueue(batch.items);
      }
    }),
  );
}

/** Clicks the listener saw, not yet checked and queued (they wait for a task of their own). */
let seen: { event: string; target: string | undefined; at: { page: string; ts: number } }[] = [];

/** Checks and queues the clicks the listener saw; also run before a flush and by {@link queuedClicks}. */
function queueSeen(): void {
  const clicks = seen;
  seen = [];
  for (const c of clicks) trackClick(c.event, c.target, c.at);
}

/** The accessible name of a control, roughly: aria-label, aria-labelledby, its text, its title. */
function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label')?.trim();
  if (label) return label;
  const doc = el.ownerDocument;
  const labelledBy = el
    .getAttribute('aria-labelledby')
    ?.split(/\s+/)
    .map((id) => doc.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
  if (labelledBy) return labelledBy;
  const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text || (el.getAttribute('title') ?? '').trim();
}

/**
 * Reports clicks on any element with `data-track` (event = its value; target = its `data-track-target`,
 * else its accessible name, cut to 128). Listens in the capture phase, so the page recorded is the
 * one clicked on, before a link navigates. Only reading the element happens in the click: the check
 * against the catalogue (a zod parse, 12–15 ms at 4x CPU on the first click) runs in a task of its
 * own, so a tracked tap on a tab does not lengthen the task that starts the navigation
 * (docs/perf.md "Live list"). Returns the uninstaller.
 */
export function installClickTracking(root: Document): () => void {
  const handleClick = (e: MouseEvent) => {
    const el = e.target instanceof Element ? e.target.closest('[data-track]') : null;
    const event = el?.getAttribute('data-track');
    if (!el || !event) return;
    const target = el.getAttribute('data-track-target') ?? accessibleName(el);
    seen.push({
      event,
      target: target.slice(0, TARGET_MAX) || undefined,
      at: { page: location.pathname, ts: Date.now() },
    });
    if (seen.length === 1) setTimeout(queueSeen, 0);
  };
  root.addEventListener('click', handleClick, true);
  return () => root.removeEventListener('click', handleClick, true);
}

/**
 * Starts click tracking for the app: the `data-track` listener, the 10 s flush, and the keepalive flush
 * when the page is hidden (`visibilitychange` → hidden, `pagehide`). Starting twice is harmless; the
 * answer stops it again.
 */
export function startTracking(): () => void {
  if (stopActive) return stopActive;
  const uninstall = installClickTracking(document);
  const interval = window.setInterval(() => void flushClicks(), FLUSH_INTERVAL_MS);
  const handleVisibility = () => {
    if (document.visibilityState === 'hidden') void flushClicks({ keepalive: true });
  };
  const handlePageHide = () => void flushClicks({ keepalive: true });
  document.addEventListener('visibilitychange', handleVisibility);
  window.addEventListener('pagehide', handlePageHide);
  stopActive = () => {
    uninstall();
    window.clearInterval(interval);
    document.removeEventListener('visibilitychange', handleVisibility);
    window.removeEventListener('pagehide', handlePageHide);
    stopActive = null;
  };
  return stopActive;
}
