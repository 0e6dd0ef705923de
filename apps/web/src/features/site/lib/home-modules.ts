/** The home modules this feature draws; the home page draws the others (banner, hot matches …). */
export const SITE_HOME_MODULES = ['navigation', 'sponsor'] as const;
/** A home module drawn by the site feature. */
export type SiteHomeModule = (typeof SITE_HOME_MODULES)[number];

/**
 * The site-drawn home modules to show, in the operator's order (homeconfig `sort`). A module the
 * config lists with `visible: false` is left out; a module the config does not list at all keeps its
 * default place after the listed ones (design: a site without a home config still gets every block).
 */
export function siteHomeModules(
  config:
    readonly { readonly module: string; readonly sort: number; readonly visible: boolean }[] | undefined,
): SiteHomeModule[] {
  const listed = new Map((config ?? []).map((c) => [c.module, c]));
  const known = (m: string): m is SiteHomeModule => (SITE_HOME_MODULES as readonly string[]).includes(m);
  const shown = [...listed.values()]
    .filter((c) => known(c.module) && c.visible)
    .sort((a, b) => a.sort - b.sort)
    .map((c) => c.module as SiteHomeModule);
  return [...shown, ...SITE_HOME_MODULES.filter((m) => !listed.has(m))];
}
