/*
 * Team logos and streamer avatars drawn as small SVGs from the name (docs/live.md "Seed"), so the seed
 * ships no image files. Every text is XML-escaped.
 */

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

/** A crest: a shield in the team's hue with its short name. */
export function teamLogoSvg(name: string, short: string, hue: number): string {
  const size = short.length > 3 ? 15 : 19;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" ` +
    `aria-label="${escapeXml(name)}" font-family="${FONT}">` +
    `<path d="M32 3 L58 11 V30 C58 46 46 56 32 61 C18 56 6 46 6 30 V11 Z" fill="hsl(${hue},62%,42%)" ` +
    `stroke="hsl(${hue},70%,24%)" stroke-width="3"/>` +
    `<path d="M32 9 L52 15 V30 C52 42 43 50 32 54 Z" fill="hsl(${hue},70%,54%)" opacity=".55"/>` +
    `<text x="32" y="38" text-anchor="middle" font-size="${size}" font-weight="700" fill="#fff">` +
    `${escapeXml(short)}</text></svg>`
  );
}

/** A round avatar with the streamer's first character. */
export function avatarSvg(nickName: string, hue: number): string {
  const initial = [...nickName][0] ?? '?';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" ` +
    `aria-label="${escapeXml(nickName)}" font-family="${FONT}">` +
    `<circle cx="32" cy="32" r="31" fill="hsl(${hue},55%,48%)"/>` +
    `<text x="32" y="42" text-anchor="middle" font-size="28" font-weight="700" fill="#fff">` +
    `${escapeXml(initial)}</text></svg>`
  );
}
