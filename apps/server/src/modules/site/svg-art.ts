/*
 * Draws the site's demo artwork (banners, icons, logos, pop-up images) as small SVGs from a
 * site_media_art row, so the seed needs no binary files. Every text is XML-escaped.
 */

export interface ArtSpec {
  kind: 'banner' | 'icon' | 'logo' | 'popup';
  label: string;
  caption: string;
  hue: number;
}

// The app's own CJK stack (styles/themes.css) with one face per platform: a text whose listed faces
// are all missing goes through the system's per-character fallback, which made the first banner's
// own layout (the home's largest paint) about twice as slow on Linux.
const FONT =
  "'PingFang SC','Hiragino Sans GB','Noto Sans CJK SC','Source Han Sans SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const hsl = (hue: number, s: number, l: number) => `hsl(${((hue % 360) + 360) % 360},${s}%,${l}%)`;

/** Display width of a text in em: CJK characters count 1, others about 0.6. */
function emWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.6;
  return w;
}

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}" font-family="${FONT}">` +
    body +
    '</svg>'
  );
}

function gradient(hue: number): string {
  return (
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${hsl(hue, 72, 50)}"/><stop offset="1" stop-color="${hsl(hue + 35, 78, 26)}"/>` +
    '</linearGradient></defs>'
  );
}

/** A wide promotional card: title, caption and a call-to-action pill. */
function card(width: number, height: number, art: ArtSpec): string {
  const title = escapeXml(art.label);
  const titleSize = Math.min(56, Math.floor((width - 96) / Math.max(emWidth(art.label), 1)));
  const top = Math.round(height * 0.45);
  return svg(
    width,
    height,
    art.label,
    gradient(art.hue) +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width - 110}" cy="60" r="${Math.round(height * 0.47)}" fill="#fff" fill-opacity=".08"/>` +
      `<circle cx="${width - 40}" cy="${height - 30}" r="${Math.round(height * 0.3)}" fill="#fff" fill-opacity=".06"/>` +
      `<text x="48" y="${top}" font-size="${titleSize}" font-weight="700" fill="#fff">${title}</text>` +
      `<text x="48" y="${top + 52}" font-size="24" fill="#fff" fill-opacity=".85">${escapeXml(art.caption)}</text>` +
      `<rect x="48" y="${top + 80}" width="132" height="44" rx="22" fill="#fff"/>` +
      `<text x="114" y="${top + 109}" font-size="20" text-anchor="middle" fill="${hsl(art.hue, 72, 40)}">立即查看</text>`,
  );
}

/** A square app-style icon with up to a few characters of its label. */
function icon(art: ArtSpec): string {
  const text = [...art.label].slice(0, 3).join('');
  const size = text.length <= 1 ? 52 : Math.floor(64 / emWidth(text));
  return svg(
    96,
    96,
    art.label,
    gradient(art.hue) +
      '<rect width="96" height="96" rx="24" fill="url(#g)"/>' +
      `<text x="48" y="${48 + size * 0.36}" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff">` +
      `${escapeXml(text)}</text>`,
  );
}

/** A wordmark: an emblem and the label. */
function logo(art: ArtSpec): string {
  const width = Math.round(112 + emWidth(art.label) * 36);
  return svg(
    width,
    96,
    art.label,
    gradient(art.hue) +
      '<rect x="12" y="12" width="72" height="72" rx="18" fill="url(#g)"/>' +
      '<path d="M48 26 L68 70 H58 L54 60 H42 L38 70 H28 Z M45 52 H51 L48 44 Z" fill="#fff"/>' +
      `<text x="100" y="61" font-size="36" font-weight="700" fill="${hsl(art.hue, 60, 35)}">` +
      `${escapeXml(art.label)}</text>`,
  );
}

/** The SVG document of one piece of artwork. */
export function drawArt(art: ArtSpec): string {
  switch (art.kind) {
    case 'banner':
      return card(750, 300, art);
    case 'popup':
      return card(600, 360, art);
    case 'icon':
      return icon(art);
    case 'logo':
      return logo(art);
  }
}
