import { isNewsPath } from '@arena/protocol';
import {
  firstNewsDomain,
  setNewsDomain,
  settleFirstNewsDomain,
  storedNewsDomain,
  takeBootNewsDomain,
} from './news-domain-boot.ts';

/*
 * The news domain (spec §7 "calls under /api/site/game/newsoccer/ … are prefixed with a news domain from
 * local storage outside development"): `/api/v2/vvm` answers it, it is kept in localStorage, and every
 * news call goes to it instead of the current API line. In development news calls stay on the page's
 * own server. Storage, the page's own `vvm` answer and image addresses are news-domain-boot.ts, which
 * a first paint imports without the catalogue.
 */

/**
 * With no domain stored yet, a news call waits at most this long for the first `vvm` answer before it
 * uses the API line: longer than a slow first answer on a loaded phone, shorter than a call's timeout.
 */
const FIRST_LOAD_WAIT_MS = 10_000;

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
  void loaded.then(settleFirstNewsDomain);
  return loaded;
}

/** The base a call's path goes to when it is a news call on the news domain, else null. */
export async function newsLine(path: string): Promise<string | null> {
  if (import.meta.env.DEV || !isNewsPath(path)) return null;
  takeBootNewsDomain();
  // A stored domain is used at once (a returning visitor); `vvm` refreshes it for later calls.
  if (storedNewsDomain() === '') {
    await Promise.race([firstNewsDomain, new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))]);
  }
  return newsBaseFor(path, { dev: false, stored: storedNewsDomain() });
}
