import { hashText } from '../../lib/hash-text.ts';
import { createRaster, encodePng } from '../../media/png.ts';
import { hsl, paint, polygon, type Inside, type Rgb } from '../../media/raster.ts';

/*
 * Game thumbnails: a small square PNG drawn from the venue and game codes alone — no database
 * read, so the route can answer hundreds of lobby tiles cheaply and cache them. PNG, not SVG: every SVG
 * <img> is a whole isolated document for the browser to build, lay out and rasterise on the page's main
 * thread, which made long tasks while the lobby scrolled (docs/perf.md); a PNG decodes off the main thread.
 */

/** Thumbnail side in pixels (the tile shows it at up to ≈ 120 CSS px; 2x screens get 240). */
export const THUMBNAIL_SIZE = 120;

const STAR = polygon([
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
]);

/** The tile's white mark, in a 120-unit box: circle, diamond, rounded square or star. */
const SHAPES: readonly Inside[] = [
  (x, y) => (x - 60) ** 2 + (y - 52) ** 2 <= 26 ** 2,
  (x, y) => Math.abs(x - 60) + Math.abs(y - 52) <= 30,
  (x, y) => {
    const dx = Math.max(0, Math.abs(x - 60) - 14);
    const dy = Math.max(0, Math.abs(y - 52) - 14);
    return Math.abs(x - 60) <= 26 && Math.abs(y - 52) <= 26 && dx * dx + dy * dy <= 144;
  },
  STAR,
];

/**
 * A square tile: a diagonal gradient in the code's hue, a faint light, and a white mark. No text: the
 * name is under the tile. Corners are rounded by the page's CSS, so the image is plain RGB.
 */
export function drawThumbnail(venueCode: string, gameCode: string, size = THUMBNAIL_SIZE): Buffer {
  const h = hashText(`${venueCode}/${gameCode}`);
  const hue = h % 360;
  const from = hsl(hue, 0.7, 0.52);
  const to = hsl((hue + 40) % 360, 0.75, 0.28);
  const shape = SHAPES[(h >>> 9) % SHAPES.length]!;
  const light = { x: 20 + ((h >>> 3) % 80), y: 14 + ((h >>> 5) % 30) };
  const image = createRaster(size, size, 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 3;
      const t = (x + y) / (2 * (size - 1));
      for (let c = 0; c < 3; c++) image.pixels[o + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  }
  const white: Rgb = [255, 255, 255];
  const lit: Inside = (u, v) => (u - light.x) ** 2 + (v - light.y) ** 2 <= 900;
  paint(image, lit, white, 0.08, 120, {
    x0: light.x - 30,
    y0: light.y - 30,
    x1: light.x + 30,
    y1: light.y + 30,
  });
  paint(image, shape, white, 0.85, 120, { x0: 29, y0: 21, x1: 91, y1: 83 });
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
