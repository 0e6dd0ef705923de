import { createRaster, encodePng, type Raster } from '../../media/png.ts';

/*
 * Game thumbnails (issue 8): a small square PNG drawn from the venue and game codes alone — no database
 * read, so the route can answer hundreds of lobby tiles cheaply and cache them. PNG, not SVG: every SVG
 * <img> is a whole isolated document for the browser to build, lay out and rasterise on the page's main
 * thread, which made long tasks while the lobby scrolled (docs/perf.md); a PNG decodes off the main thread.
 */

/** Thumbnail side in pixels (the tile shows it at up to ≈ 120 CSS px; 2x screens get 240). */
export const THUMBNAIL_SIZE = 120;

/** FNV-1a 32-bit hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Rgb = readonly [number, number, number];

/** HSL (degrees, 0–1, 0–1) to 8-bit RGB. */
function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/** Even-odd point-in-polygon test. */
function inPolygon(points: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const STAR = [
  [60, 22],
  [69, 41],
  [90, 44],
  [75, 59],
  [79, 80],
  [60, 70],
  [41, 80],
  [45, 59],
  [30, 44],
  [51, 41],
] as const;

/** The tile's white mark, in a 120-unit box: circle, diamond, rounded square or star. */
const SHAPES: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x - 60) ** 2 + (y - 52) ** 2 <= 26 ** 2,
  (x, y) => Math.abs(x - 60) + Math.abs(y - 52) <= 30,
  (x, y) => {
    const dx = Math.max(0, Math.abs(x - 60) - 14);
    const dy = Math.max(0, Math.abs(y - 52) - 14);
    return Math.abs(x - 60) <= 26 && Math.abs(y - 52) <= 26 && dx * dx + dy * dy <= 144;
  },
  (x, y) => inPolygon(STAR, x, y),
];

/** Share of a pixel inside a shape, from a 4 × 4 grid of samples (anti-aliased edges). */
function coverage(inside: (x: number, y: number) => boolean, px: number, py: number, scale: number): number {
  let hits = 0;
  for (let sy = 0; sy < 4; sy++)
    for (let sx = 0; sx < 4; sx++)
      if (inside((px + (sx + 0.5) / 4) * scale, (py + (sy + 0.5) / 4) * scale)) hits++;
  return hits / 16;
}

function blend(image: Raster, offset: number, colour: Rgb, alpha: number): void {
  for (let c = 0; c < 3; c++) {
    const p = image.pixels;
    p[offset + c] = Math.round(p[offset + c]! * (1 - alpha) + colour[c]! * alpha);
  }
}

/**
 * A square tile: a diagonal gradient in the code's hue, a faint light, and a white mark. No text: the
 * name is under the tile. Corners are rounded by the page's CSS, so the image is plain RGB.
 */
export function drawThumbnail(venueCode: string, gameCode: string, size = THUMBNAIL_SIZE): Buffer {
  const h = hash(`${venueCode}/${gameCode}`);
  const hue = h % 360;
  const from = hsl(hue, 0.7, 0.52);
  const to = hsl((hue + 40) % 360, 0.75, 0.28);
  const shape = SHAPES[(h >>> 9) % SHAPES.length]!;
  const light = { x: 20 + ((h >>> 3) % 80), y: 14 + ((h >>> 5) % 30) };
  const image = createRaster(size, size, 3);
  const scale = 120 / size;
  const white: Rgb = [255, 255, 255];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 3;
      const t = (x + y) / (2 * (size - 1));
      for (let c = 0; c < 3; c++) image.pixels[o + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
      const u = x * scale;
      const v = y * scale;
      // Sample only near each figure (its bounding box, in the 120-unit space).
      if (Math.abs(u - light.x) <= 31 && Math.abs(v - light.y) <= 31) {
        const lit = coverage((a, b) => (a - light.x) ** 2 + (b - light.y) ** 2 <= 900, x, y, scale);
        if (lit > 0) blend(image, o, white, 0.08 * lit);
      }
      if (u >= 29 && u <= 91 && v >= 21 && v <= 83) {
        const mark = coverage(shape, x, y, scale);
        if (mark > 0) blend(image, o, white, 0.85 * mark);
      }
    }
  }
  return encodePng(image);
}

/** Most thumbnails kept drawn (≈ 2.4 KB each; the seed has 960 games). */
export const THUMBNAIL_CACHE_SIZE = 2_048;

/**
 * Drawn thumbnails by venue and game, so each is drawn once (≈ 10 ms) rather than per request; the
 * oldest entry goes when the cache is full (codes are unbounded input, the cache must not be).
 */
export function createThumbnailCache(limit = THUMBNAIL_CACHE_SIZE) {
  const cache = new Map<string, Buffer>();
  return {
    get(venueCode: string, gameCode: string): Buffer {
      const key = `${venueCode}/${gameCode}`;
      let png = cache.get(key);
      if (!png) {
        png = drawThumbnail(venueCode, gameCode);
        if (cache.size >= limit) cache.delete(cache.keys().next().value!);
        cache.set(key, png);
      }
      return png;
    },
    get size() {
      return cache.size;
    },
  };
}
