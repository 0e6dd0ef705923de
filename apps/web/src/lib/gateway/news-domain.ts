import { catalogue, isNewsPath } from '@arena/protocol';
import { bootAnswer } from './boot-data.ts';
import { normaliseBase } from './lines.ts';

/**
 * The news domain (spec §7 "calls under /api/site/game/newsoccer/ … are prefixed with a news domain from
 * local storage outside development"): `/api/v2/vvm` answers it, it is kept in localStorage, and every
 * news call goes to it instead of the current API line. In development news calls stay on the page's
 * own server.
 */
const NEWS_DOMAIN_KEY = 'arena-news-domain';
/**
 * With no domain stored yet, a news call waits at most this long for the first `vvm` answer before it
 * uses the API line: longer than a slow first answer on a loaded phone, shorter than a call's timeout.
 */
const FIRST_LOAD_WAIT_MS = 10_000;

/**
 * Settles when the first `vvm` answer is in (or failed). Created at once, not by the start-up wiring:
 * the wiring runs after first paint, and a news screen's first call can leave before it.
 */
let settleFirstLoad: () => void = () => undefined;
const firstLoad = new Promise<void>((resolve) => {
  settleFirstLoad = resolve;
});

/** The stored news domain as a fetch base ('' = none stored, or the page's own origin). */
export function storedNewsDomain(): string {
  return localStorage.getItem(NEWS_DOMAIN_KEY) ?? '';
}

/** Keeps the news domain `vvm` answered; an empty answer forgets it. */
export function setNewsDomain(domain: string): void {
  const base = domain ? normaliseBase(domain) : '';
  if (base) localStorage.setItem(NEWS_DOMAIN_KEY, base);
  else localStorage.removeItem(NEWS_DOMAIN_KEY);
}

/** The rule, pure: a news path outside development goes to the stored domain, when there is one. */
export function newsBaseFor(path: string, env: { dev: boolean; stored: string }): string | null {
  if (env.dev || !isNewsPath(path) || env.stored === '') return null;
  return env.stored;
}

/** Reads the news domain at start-up (the gateway wiring passes the `vvm` call). */
export function loadNewsDomain(fetchVvm: () => Promise<{ newsDomain: string }>): Promise<void> {
  const loaded = fetchVvm().then(
    (answer) => setNewsDomain(answer.newsDomain),
    () => undefined, // keep what is stored; the gateway already showed the failure
  );
  void loaded.then(settleFirstLoad);
  return loaded;
}

/**
 * The `vvm` answer the page arrived with (apps/server/src/plugins/boot-data.ts), taken once: it is as
 * good as a first answer, so news calls need not wait for the start-up wiring's own call.
 */
let bootTaken = false;
function takeBootAnswer(): void {
  if (bootTaken) return;
  bootTaken = true;
  const data = bootAnswer(catalogue.site.vvm.id, {})?.data as { newsDomain?: unknown } | undefined;
  if (typeof data?.newsDomain !== 'string') return;
  setNewsDomain(data.newsDomain);
  settleFirstLoad();
}

/** The base a call's path goes to when it is a news call on the news domain, else null. */
export async function newsLine(path: string): Promise<string | null> {
  if (import.meta.env.DEV || !isNewsPath(path)) return null;
  takeBootAnswer();
  // A stored domain is used at once (a returning visitor); `vvm` refreshes it for later calls.
  if (storedNewsDomain() === '') {
    await Promise.race([firstLoad, new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))]);
  }
  return newsBaseFor(path, { dev: false, stored: storedNewsDomain() });
}

/** A news image address on the news domain: a relative path gets the same base as the news calls. */
export function newsAsset(url: string): string {
  if (!url.startsWith('/') || import.meta.env.DEV) return url;
  takeBootAnswer();
  return `${storedNewsDomain()}${url}`;
}
