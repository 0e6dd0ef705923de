/**
 * An in-page accessibility audit of the serious and critical checks of axe-core's default rule set
 * (axe-core itself is not a dependency of this repository and cannot be installed here): colour
 * contrast (WCAG 1.4.3), names of buttons, links, images, form fields, frames and the document,
 * the page language, ARIA roles and id references, focusable content hidden from assistive
 * technology, nested interactive controls, list structure, positive tabindex and a zoom-blocking
 * viewport. Passed whole to `page.evaluate`, so it is one self-contained function.
 *
 * Like axe, text over a background image or gradient is not judged (the colour behind each glyph is
 * unknown), nor is the text of disabled controls or of visually hidden (screen-reader only) boxes.
 */
export interface A11yFinding {
  rule: string;
  impact: 'serious' | 'critical';
  target: string;
  detail: string;
}

export function auditPage(): A11yFinding[] {
  const findings: A11yFinding[] = [];
  const describe = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const testId = el.getAttribute('data-testid');
    const cls =
      typeof el.className === 'string' && el.className.trim()
        ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
        : '';
    const text = (el.textContent ?? '').trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}${id}${cls}${testId ? `[data-testid=${testId}]` : ''} "${text}"`;
  };
  const add = (rule: string, impact: A11yFinding['impact'], el: Element, detail = '') =>
    findings.push({ rule, impact, target: describe(el), detail });

  const rendered = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    return el.getClientRects().length > 0;
  };
  const hiddenFromAt = (el: Element | null): boolean => {
    for (let n = el; n; n = n.parentElement) {
      if (n.getAttribute('aria-hidden') === 'true' || (n as HTMLElement).hidden || n.hasAttribute('inert'))
        return true;
      const style = getComputedStyle(n);
      if (style.display === 'none') return true;
    }
    return false;
  };
  const idText = (ids: string): string =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const imgAltText = (el: Element) =>
    [...el.querySelectorAll('img[alt], svg[aria-label], [role="img"][aria-label]')]
      .map((i) => i.getAttribute('alt') ?? i.getAttribute('aria-label') ?? '')
      .join(' ')
      .trim();
  const nameOf = (el: Element): string => {
    const labelledby = el.getAttribute('aria-labelledby');
    if (labelledby && idText(labelledby)) return idText(labelledby);
    const label = el.getAttribute('aria-label')?.trim();
    if (label) return label;
    const fieldLabels = (el as HTMLInputElement).labels;
    if (fieldLabels && fieldLabels.length > 0) {
      const text = [...fieldLabels]
        .map((l) => l.textContent ?? '')
        .join(' ')
        .trim();
      if (text) return text;
    }
    if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type) && el.value)
      return el.value;
    if (el instanceof HTMLInputElement && el.type === 'image' && el.alt) return el.alt;
    const text = (el.textContent ?? '').trim() || imgAltText(el);
    if (
      text &&
      !(
        el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement
      )
    )
      return text;
    const title = el.getAttribute('title')?.trim();
    if (title) return title;
    const placeholder = el.getAttribute('placeholder')?.trim();
    return placeholder ?? '';
  };

  // Document: title, language, zoom.
  if (!document.title.trim()) add('document-title', 'serious', document.documentElement, 'no <title>');
  const lang = document.documentElement.getAttribute('lang') ?? '';
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang))
    add('html-has-lang', 'serious', document.documentElement, lang);
  const viewport = document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '';
  const maxScale = /maximum-scale\s*=\s*([\d.]+)/.exec(viewport)?.[1];
  if (/user-scalable\s*=\s*(no|0)/.test(viewport) || (maxScale !== undefined && Number(maxScale) < 2))
    add('meta-viewport', 'critical', document.documentElement, viewport);

  const all = [...document.body.querySelectorAll('*')];

  // Names of controls, images, fields and frames.
  for (const el of all) {
    if (hiddenFromAt(el)) continue;
    const role = el.getAttribute('role');
    if (el instanceof HTMLButtonElement || role === 'button') {
      if (!nameOf(el)) add('button-name', 'critical', el);
    } else if (el instanceof HTMLAnchorElement && el.hasAttribute('href') && role !== 'presentation') {
      if (!nameOf(el)) add('link-name', 'serious', el);
    } else if (el instanceof HTMLImageElement) {
      if (
        !el.hasAttribute('alt') &&
        role !== 'presentation' &&
        role !== 'none' &&
        !el.getAttribute('aria-label')
      )
        add('image-alt', 'critical', el, el.src.slice(-60));
    } else if (el instanceof HTMLInputElement) {
      if (!['hidden', 'submit', 'button', 'reset', 'image'].includes(el.type) && !nameOf(el))
        add('label', 'critical', el, el.type);
    } else if (el instanceof HTMLSelectElement) {
      if (!nameOf(el)) add('select-name', 'critical', el);
    } else if (el instanceof HTMLTextAreaElement) {
      if (!nameOf(el)) add('label', 'critical', el, 'textarea');
    } else if (el instanceof HTMLIFrameElement) {
      if (!el.title.trim() && !el.getAttribute('aria-label')) add('frame-title', 'serious', el);
    }
  }

  // ARIA: valid roles, their required parents, id references, positive tabindex.
  const ROLES = new Set(
    (
      'alert alertdialog application article banner blockquote button caption cell checkbox code columnheader ' +
      'combobox complementary contentinfo definition deletion dialog directory document emphasis feed figure ' +
      'form generic grid gridcell group heading img insertion link list listbox listitem log main marquee math ' +
      'menu menubar menuitem menuitemcheckbox menuitemradio meter navigation none note option paragraph ' +
      'presentation progressbar radio radiogroup region row rowgroup rowheader scrollbar search searchbox ' +
      'separator slider spinbutton status strong subscript superscript switch tab table tablist tabpanel term ' +
      'textbox time timer toolbar tooltip tree treegrid treeitem'
    ).split(' '),
  );
  const PARENTS: Record<string, string[]> = {
    listitem: ['list', 'directory', 'UL', 'OL', 'MENU'],
    tab: ['tablist'],
    option: ['listbox', 'group', 'SELECT', 'DATALIST', 'OPTGROUP'],
    menuitem: ['menu', 'menubar', 'group'],
    menuitemcheckbox: ['menu', 'menubar', 'group'],
    menuitemradio: ['menu', 'menubar', 'group'],
    row: ['table', 'grid', 'treegrid', 'rowgroup', 'TABLE', 'THEAD', 'TBODY', 'TFOOT'],
    treeitem: ['tree', 'group'],
  };
  const ids = new Map<string, number>();
  for (const el of all) if (el.id) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
  for (const el of all) {
    const role = el.getAttribute('role');
    if (role !== null) {
      const first = role.trim().split(/\s+/)[0] ?? '';
      if (!ROLES.has(first)) add('aria-roles', 'critical', el, role);
      const parents = PARENTS[first];
      if (parents && !hiddenFromAt(el)) {
        let ok = false;
        for (let p = el.parentElement; p && !ok; p = p.parentElement) {
          const pr = p.getAttribute('role');
          ok = (pr !== null && parents.includes(pr)) || (pr === null && parents.includes(p.tagName));
          if (!ok && pr !== null && pr !== 'none' && pr !== 'presentation' && pr !== 'generic') break;
        }
        if (!ok) add('aria-required-parent', 'critical', el, role);
      }
    }
    for (const attr of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-activedescendant']) {
      const value = el.getAttribute(attr);
      if (value === null || value.trim() === '') continue;
      // A collapsed control or an unselected tab may point at a panel that is not rendered (as in axe).
      if (
        attr === 'aria-controls' &&
        (el.getAttribute('aria-expanded') === 'false' || el.getAttribute('aria-selected') === 'false')
      )
        continue;
      const refs = value.trim().split(/\s+/);
      if (!refs.some((id) => ids.has(id))) add('aria-valid-attr-value', 'critical', el, `${attr}=${value}`);
      if (attr !== 'aria-controls')
        for (const id of refs) if ((ids.get(id) ?? 0) > 1) add('duplicate-id-aria', 'critical', el, id);
    }
    const tabindex = el.getAttribute('tabindex');
    if (tabindex !== null && Number(tabindex) > 0) add('tabindex', 'serious', el, tabindex);
  }
  for (const label of document.querySelectorAll('label[for]')) {
    const id = label.getAttribute('for') ?? '';
    if ((ids.get(id) ?? 0) > 1) add('duplicate-id-aria', 'critical', label, id);
  }

  // Focusable content inside aria-hidden, and interactive controls inside each other.
  const FOCUSABLE =
    'a[href], button, input:not([type="hidden"]), select, textarea, iframe, [tabindex], [contenteditable="true"]';
  for (const hidden of document.querySelectorAll('[aria-hidden="true"]')) {
    for (const el of [hidden, ...hidden.querySelectorAll(FOCUSABLE)]) {
      if (!el.matches(FOCUSABLE)) continue;
      if ((el as HTMLButtonElement).disabled || el.getAttribute('tabindex') === '-1' || !rendered(el))
        continue;
      if (el.closest('[inert]')) continue;
      add('aria-hidden-focus', 'serious', el);
    }
  }
  for (const el of document.querySelectorAll('a[href], button, [role="button"], [role="link"]')) {
    const inner = el.querySelector(
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
    );
    if (inner && !hiddenFromAt(inner)) add('nested-interactive', 'serious', el, describe(inner));
  }

  // Lists: ul/ol hold li (or script/template) only; li sits in a list.
  for (const list of document.querySelectorAll('ul:not([role]), ol:not([role])')) {
    for (const child of list.children)
      if (!['LI', 'SCRIPT', 'TEMPLATE'].includes(child.tagName) && child.getAttribute('role') !== 'listitem')
        add('list', 'serious', list, child.tagName.toLowerCase());
  }
  for (const li of document.querySelectorAll('li')) {
    const parent = li.parentElement;
    const ok =
      parent !== null &&
      (['UL', 'OL', 'MENU'].includes(parent.tagName)
        ? !parent.getAttribute('role') || parent.getAttribute('role') === 'list'
        : parent.getAttribute('role') === 'list');
    if (!ok && !li.getAttribute('role')) add('listitem', 'serious', li);
  }

  // Colour contrast of every rendered text.
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const m = /rgba?\(([^)]+)\)/.exec(value);
    if (!m) return null;
    const parts = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3] + below[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const c = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
  };
  /** The colour behind an element from its ancestors, or null when an image or gradient is in the way. */
  const background = (el: Element): Rgba | null => {
    let colour: Rgba = [0, 0, 0, 0];
    const layers: Rgba[] = [];
    for (let n: Element | null = el; n; n = n.parentElement) {
      const style = getComputedStyle(n);
      if (style.backgroundImage !== 'none') return null;
      const bg = parse(style.backgroundColor);
      if (bg && bg[3] > 0) {
        layers.push([bg[0], bg[1], bg[2], bg[3] * Number(style.opacity)]);
        if (bg[3] >= 1 && Number(style.opacity) >= 1) break;
      }
    }
    layers.push([255, 255, 255, 1]); // the canvas
    for (let i = layers.length - 1; i >= 0; i--) colour = over(layers[i]!, colour);
    return colour;
  };
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || seen.has(el) || !(node.textContent ?? '').trim()) continue;
    seen.add(el);
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION', 'TEXTAREA', 'TITLE'].includes(el.tagName)) continue;
    if (el.closest('svg')) continue; // SVG text is painted with `fill`, not `color`
    if (!rendered(el)) continue;
    if (
      el.closest(
        'button:disabled, [aria-disabled="true"], fieldset:disabled, input:disabled, select:disabled',
      )
    )
      continue;
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue; // visually hidden (screen-reader only) text
    const style = getComputedStyle(el);
    let opacity = 1;
    for (let n: Element | null = el; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
    if (opacity === 0) continue;
    const bg = background(el);
    const fgRaw = parse(style.color);
    if (!bg || !fgRaw) continue;
    const fg = over([fgRaw[0], fgRaw[1], fgRaw[2], fgRaw[3] * opacity], bg);
    const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
    const ratio = (l1 + 0.05) / (l2 + 0.05);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const needed = large ? 3 : 4.5;
    if (ratio < needed - 0.005)
      add(
        'color-contrast',
        'serious',
        el,
        `${ratio.toFixed(2)} < ${needed} (${style.color} on rgb(${bg.slice(0, 3).map(Math.round).join(',')}))`,
      );
  }
  return findings;
}
