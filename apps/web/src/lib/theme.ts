import { create } from 'zustand';

/** The eight theme series (spec §1). */
export const THEMES = ['fresh', 'elegant', 'triad', 'classy', 'glow', 'simple', 'colorful', 'mecha'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'elegant';
/** localStorage key; index.html reads it before first paint. */
export const THEME_STORAGE_KEY = 'arena-theme';

/** Swatch colours for the picker: primary, accent, background of each series (mirrors themes.css). */
export const THEME_SWATCHES: Record<Theme, readonly [string, string, string]> = {
  fresh: ['#087a5e', '#976106', '#f2faf6'],
  elegant: ['#d4a64a', '#6f8fd8', '#0b1220'],
  triad: ['#7c3aed', '#a94e0e', '#f7f5fc'],
  classy: ['#8c1c2e', '#83622b', '#faf6ef'],
  glow: ['#22d3ee', '#e879f9', '#07060d'],
  simple: ['#161616', '#235fe1', '#f5f5f5'],
  colorful: ['#c9276f', '#306ac9', '#fff8fb'],
  mecha: ['#ff7a1a', '#8fb3c9', '#101214'],
};

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The login route of a theme: the 'fresh' series logs in at /entry/login (spec §2). */
export function loginPathFor(theme: Theme): '/login' | '/entry/login' {
  return theme === 'fresh' ? '/entry/login' : '/login';
}

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME; // storage blocked (private mode): keep the default, nothing to recover
  }
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>((set) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    document.documentElement.dataset.theme = theme;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // storage blocked: the theme still applies for this visit
    }
    set({ theme });
  },
}));
