import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';
import type { AxeResults } from 'axe-core';

/**
 * The accessibility audit of the browser suite: axe-core (`@axe-core/playwright`) over the page and
 * its frames (the tracker page of the 动画 tab is a sandboxed frame; AxeBuilder reaches it through
 * Playwright, not through the page's own messaging) with the WCAG 2.0 and 2.1 A and AA rules.
 */

/** The WCAG levels the audit holds the product to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules whose outcome depends on colours. A theme series only sets custom properties
 * (styles/themes.css; no other selector reads `data-theme`), so these are the only rules a theme
 * switch can change: every other rule is run once per screen.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface A11yFinding {
  rule: string;
  impact: string;
  target: string;
  detail: string;
}

/** Serious and critical violations of the results, one finding per element. */
function findings(results: AxeResults): A11yFinding[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        impact: v.impact ?? '',
        target: n.target.map(String).join(' > '),
        // The first check's message names the measured values (a contrast ratio, the missing name).
        detail: [...n.any, ...n.all, ...n.none][0]?.message ?? v.help,
      })),
    );
}

/**
 * The whole WCAG rule set over the page and its frames. A page without frames runs in AxeBuilder's
 * legacy mode (axe.run in the page), which skips the blank page its frame-by-frame mode opens for
 * every run to merge the frames' results.
 */
export async function axeAudit(page: Page, excluded: readonly string[] = []): Promise<A11yFinding[]> {
  // options() replaces the whole option object, so it comes before the rule selection.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  if (excluded.length > 0) builder.disableRules([...excluded]);
  if (page.frames().length === 1) builder.setLegacyMode();
  return findings(await builder.analyze());
}

/**
 * The colour rules again in the page's document after a theme switch, with the axe-core an
 * `axeAudit` of the same document injected (no second injection). Frames are left out: a frame is
 * its own document, which the app's theme does not reach.
 */
export async function axeColourAudit(page: Page, excluded: readonly string[] = []): Promise<A11yFinding[]> {
  const rules = COLOUR_RULES.filter((r) => !excluded.includes(r));
  const results = await page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'rule', values },
        resultTypes: ['violations'],
        iframes: false,
      }),
    rules,
  );
  return findings(results);
}
