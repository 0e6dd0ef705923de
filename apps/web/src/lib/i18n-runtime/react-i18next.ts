import { useSyncExternalStore } from 'react';
import i18next from './i18next.ts';

/**
 * react-i18next's `useTranslation` over the small i18next of ./i18next.ts (the build aliases the
 * `react-i18next` import here). A component re-renders when the language changes or strings are added
 * (the rest of the catalogue arriving after the first paint, lib/i18n.ts).
 */
let version = 0;
const subscribers = new Set<() => void>();
const bump = () => {
  version += 1;
  for (const fn of subscribers) fn();
};
i18next.on('languageChanged', bump);
const added = i18next.storeEvents.get('added') ?? new Set();
added.add(bump);
i18next.storeEvents.set('added', added);

const subscribe = (fn: () => void) => {
  subscribers.add(fn);
  return () => subscribers.delete(fn);
};
const snapshot = () => version;

/** The plugin i18n.ts registers with `use()`; the hook needs nothing from it. */
export const initReactI18next = { type: '3rdParty' as const, init: () => undefined };

/** One `t` per catalogue version: a new one after each change, so effects and memos that use it rerun. */
let cached = { version: -1, t: i18next.t };
const tFor = (v: number) => {
  if (cached.version !== v)
    cached = {
      version: v,
      t: (key: string | string[], values?: Record<string, unknown>) => i18next.t(key, values),
    };
  return cached.t;
};

export function useTranslation() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t: tFor(current), i18n: i18next, ready: true };
}
