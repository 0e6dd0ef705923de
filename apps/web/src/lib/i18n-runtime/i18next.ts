/**
 * The part of i18next's API this app uses, in about a hundredth of its size: the build aliases the
 * `i18next` import to this file (vite.config.ts, vitest.config.ts), while types still come from the
 * real package, so keys stay typed from the zh-CN catalogue (lib/i18n.ts). The home's first load has
 * a budget of 120 KB gzipped JS and i18next alone was 15 KB of it (docs/perf.md "First load").
 *
 * Supported: nested keys with dots, `{{name}}` interpolation (no escaping: React escapes), a fallback
 * language, resource bundles added later (deep merge), `languageChanged` and store `added` events. Not
 * supported, and unused here: plurals, context, nesting (`$t`), formatters, namespaces other than
 * `translation`. A key that is missing answers the key itself, as i18next does.
 */
type Tree = { [key: string]: string | Tree };
type Listener = (...args: unknown[]) => void;

interface InitOptions {
  lng?: string;
  fallbackLng?: string;
  resources?: Record<string, Record<string, Tree>>;
}

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(target: Tree, source: Tree, overwrite: boolean): Tree {
  for (const [k, v] of Object.entries(source)) {
    const current = target[k];
    if (isTree(v) && isTree(current)) merge(current, v, overwrite);
    else if (isTree(v)) target[k] = merge({}, v, overwrite);
    else if (overwrite || current === undefined) target[k] = v;
  }
  return target;
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const show = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

const interpolate = (text: string, values: Record<string, unknown> | undefined) =>
  values
    ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (all, name: string) =>
        values[name] === undefined ? all : show(values[name]),
      )
    : text;

class I18n {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions = {};
  private store: Record<string, Tree> = {};
  private listeners = new Map<string, Set<Listener>>();
  /** Store listeners (`added`), the way react-i18next subscribes through `i18n.store.on`. */
  readonly storeEvents = new Map<string, Set<Listener>>();

  use(_plugin: unknown): this {
    return this;
  }

  init(options: InitOptions = {}): Promise<(key: string, values?: Record<string, unknown>) => string> {
    this.options = options;
    this.store = {};
    for (const [lng, namespaces] of Object.entries(options.resources ?? {}))
      this.store[lng] = merge({}, namespaces.translation ?? {}, true);
    this.setLanguage(options.lng ?? options.fallbackLng ?? 'en');
    this.isInitialized = true;
    // As i18next does: the initial language counts as a change (lib/i18n.ts sets <html lang> on it).
    this.emit('languageChanged', this.language);
    this.emit('initialized', options);
    return Promise.resolve(this.t);
  }

  t = (key: string | string[], values?: Record<string, unknown>): string => {
    const keys = Array.isArray(key) ? key : [key];
    const order = [this.language, this.options.fallbackLng].filter((l): l is string => !!l);
    for (const k of keys)
      for (const lng of order) {
        const found = lookup(this.store[lng], k);
        if (found !== undefined) return interpolate(found, values);
      }
    return keys[0] ?? '';
  };

  exists(key: string): boolean {
    return lookup(this.store[this.language], key) !== undefined;
  }

  changeLanguage(lng: string): Promise<I18n['t']> {
    if (lng !== this.language) {
      this.setLanguage(lng);
      this.emit('languageChanged', lng);
    }
    return Promise.resolve(this.t);
  }

  hasResourceBundle(lng: string, _ns: string): boolean {
    return this.store[lng] !== undefined;
  }

  addResourceBundle(lng: string, _ns: string, resources: Tree, _deep = true, overwrite = false): this {
    this.store[lng] = merge(this.store[lng] ?? {}, resources, overwrite);
    for (const fn of this.storeEvents.get('added') ?? []) fn(lng, 'translation');
    return this;
  }

  on(event: string, fn: Listener): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(fn);
    this.listeners.set(event, set);
  }

  off(event: string, fn?: Listener): void {
    if (fn) this.listeners.get(event)?.delete(fn);
    else this.listeners.delete(event);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.languages = [lng, this.options.fallbackLng].filter(
      (l, i, all): l is string => !!l && all.indexOf(l) === i,
    );
  }
}

const i18next = new I18n();
export type { I18n };
export default i18next;
