import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { zhCN } from '@/locales/zh-CN.ts';
import { shellZhCN } from '@/locales/parts/shell.zh-CN.ts';
import { homeZhCN } from '@/locales/parts/home.zh-CN.ts';
import { errorsZhCN } from '@/locales/parts/errors.zh-CN.ts';

/** Languages the product ships; only zh-CN is enabled (spec §1). */
export const SUPPORTED_LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCN };
  }
}

/** Picks the language: the wanted one when the site enables it, else zh-CN. */
export function pickLanguage(wanted: string | null | undefined, enabled: readonly string[]): Language {
  const found = SUPPORTED_LANGUAGES.find((l) => l === wanted && enabled.includes(l));
  return found ?? 'zh-CN';
}

/**
 * English is off on most sites (spec §1), so its strings are a lazy chunk fetched only when a site
 * enables it and it is chosen: the first load carries zh-CN alone.
 */
async function ensureLanguage(lng: Language): Promise<void> {
  if (lng === 'zh-CN' || i18next.hasResourceBundle(lng, 'translation')) return;
  const { en } = await import('@/locales/en.ts');
  i18next.addResourceBundle('en', 'translation', en);
}

/**
 * The page's `lang` follows the language shown, so the browser formats what it draws itself (date
 * pickers, spelling, hyphenation, voices) in that language too.
 */
const followLanguage = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};

/**
 * The strings the first paint needs: the shell (navigation, common words, the gateway's messages,
 * verification), home and the error screen. The feature parts of the catalogue (wallet, live, news …)
 * are one lazy chunk, {@link loadFullCatalogue}, fetched after the first paint and awaited by every
 * lazy screen or block before it renders (lib/lazy-ready.ts); every key of `zhCN` stays available to it.
 */
const firstPaintZhCN = { ...shellZhCN, ...homeZhCN, ...errorsZhCN };

let fullCatalogue: Promise<void> | null = null;

/** Loads the whole zh-CN catalogue once (later calls share the same promise). */
export function loadFullCatalogue(): Promise<void> {
  fullCatalogue ??= import('@/locales/zh-CN.ts').then(({ zhCN: all }) => {
    i18next.addResourceBundle('zh-CN', 'translation', all, true, true);
  });
  return fullCatalogue;
}

/**
 * Adds one part of the zh-CN catalogue ahead of the whole, for a lazy screen that paints from the
 * page's answers before the rest of the app is in (the news home): its chunk carries its own strings.
 * Strings already there are kept, and the whole catalogue brings the same ones again when it arrives.
 */
export function addCatalogueStrings(part: Partial<typeof zhCN>): void {
  i18next.addResourceBundle('zh-CN', 'translation', part, true, false);
}

/**
 * Starts i18next in zh-CN. The app's entry passes `{ firstPaintOnly: true }` and loads the rest after
 * the first paint; everything else (tests, tools) gets the whole catalogue at once.
 */
export async function initI18n(
  lng: Language = 'zh-CN',
  { firstPaintOnly = false }: { firstPaintOnly?: boolean } = {},
): Promise<typeof i18next> {
  fullCatalogue = null; // a new init starts from the first-paint strings again
  i18next.off('languageChanged', followLanguage);
  i18next.on('languageChanged', followLanguage);
  await i18next.use(initReactI18next).init({
    lng: 'zh-CN',
    fallbackLng: 'zh-CN',
    resources: { 'zh-CN': { translation: firstPaintZhCN } },
    interpolation: { escapeValue: false }, // React escapes; user text is never rendered as HTML.
    returnNull: false,
    // A component that rendered before the rest of the catalogue arrived renders again when it does.
    react: { bindI18nStore: 'added' },
  });
  if (!firstPaintOnly) await loadFullCatalogue();
  if (lng !== 'zh-CN') {
    await ensureLanguage(lng);
    await i18next.changeLanguage(lng);
  }
  return i18next;
}

/** Where a member's language choice is kept. */
export const LANGUAGE_KEY = 'arena-language';

/**
 * Applies the site's enabled languages (spec §1: only Simplified Chinese is on; English exists but is
 * switched off). The stored choice is used only while the site enables it; otherwise zh-CN.
 */
export async function applySiteLanguages(enabled: readonly string[]): Promise<Language> {
  const lng = pickLanguage(localStorage.getItem(LANGUAGE_KEY), enabled);
  await ensureLanguage(lng);
  if (i18next.language !== lng) await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
  return lng;
}
