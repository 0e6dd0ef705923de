import { bootAnswer } from './boot-data.ts';
import { normaliseBase } from './lines.ts';

/**
 * The part of the news-domain rule (spec §7 "calls under /api/site/game/newsoccer/ … are prefixed with
 * a news domain from local storage outside development") that a first paint needs: the stored domain,
 * the `vvm` answer the page arrived with, and image addresses on that domain. Kept free of the call
 * catalogue and zod, so the news home draws its covers before the gateway's code is fetched; the calls'
 * side of the rule is news-domain.ts.
 */
const NEWS_DOMAIN_KEY = 'arena-news-domain';

/** `catalogue.site.vvm.id`, written out so this module stays without the catalogue (a test checks it). */
export const VVM_CALL_ID = 'site.vvm';

let settleFirstDomain: () => void = () => undefined;
/**
 * Settles when the first news domain is known: the page's `vvm` answer or the start-up wiring's own
 * (or its failure). Created at once: a news screen's first call can leave before the wiring runs.
 */
export const firstNewsDomain = new Promise<void>((resolve) => {
  settleFirstDomain = resolve;
});

/** Marks the first news domain as known (news-domain.ts calls it when the wiring's `vvm` settles). */
export function settleFirstNewsDomain(): void {
  settleFirstDomain();
}

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

let bootTaken = false;
/**
 * Takes the `vvm` answer the page arrived with (apps/server/src/plugins/boot-data.ts) once: it is as
 * good as a first answer, so neither a news call nor a cover waits for the start-up wiring's own call.
 */
export function takeBootNewsDomain(): void {
  if (bootTaken) return;
  bootTaken = true;
  const data = bootAnswer(VVM_CALL_ID, {})?.data as { newsDomain?: unknown } | undefined;
  if (typeof data?.newsDomain !== 'string') return;
  setNewsDomain(data.newsDomain);
  settleFirstDomain();
}

/** A news image address on the news domain: a relative path gets the same base as the news calls. */
export function newsAsset(url: string): string {
  if (!url.startsWith('/') || import.meta.env.DEV) return url;
  takeBootNewsDomain();
  return `${storedNewsDomain()}${url}`;
}
