/*
 * Game thumbnails (issue 8): a small square SVG drawn from the venue and game codes alone — no database
 * read, so the route can answer hundreds of lobby tiles cheaply and cache them. Codes are checked by
 * the route's pattern ([a-z0-9]) before they reach here, so they need no escaping.
 */

/** FNV-1a 32-bit hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const SHAPES = [
  (c: string) => `<circle cx="60" cy="52" r="26" fill="${c}"/>`,
  (c: string) => `<path d="M60 22 90 52 60 82 30 52Z" fill="${c}"/>`,
  (c: string) => `<rect x="34" y="26" width="52" height="52" rx="12" fill="${c}"/>`,
  (c: string) => `<path d="M60 22l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3Z" fill="${c}"/>`,
];

/**
 * A 120 × 120 tile: a gradient in the code's hue and a shape. No text: the name is under the tile, and
 * text in an SVG image costs font matching on the page's main thread for every tile.
 */
export function drawThumbnail(venueCode: string, gameCode: string): string {
  const h = hash(`${venueCode}/${gameCode}`);
  const hue = h % 360;
  const shape = SHAPES[(h >>> 9) % SHAPES.length]!;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,28%)"/>` +
    '</linearGradient></defs><rect width="120" height="120" rx="14" fill="url(#g)"/>' +
    `<circle cx="${20 + ((h >>> 3) % 80)}" cy="${14 + ((h >>> 5) % 30)}" r="30" fill="#fff" fill-opacity=".08"/>` +
    shape('rgba(255,255,255,.85)') +
    '</svg>'
  );
}
