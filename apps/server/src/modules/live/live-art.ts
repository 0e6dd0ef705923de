import { createRaster, encodePng } from '../../media/png.ts';
import { hsl, paint, polygon, type Inside, type Rgb } from '../../media/raster.ts';

/*
 * Team logos and streamer avatars drawn as small PNGs from the team's or streamer's hue (docs/live.md
 * "Seed"), so the seed ships no image files. PNG, not SVG: an SVG <img> is an isolated document that
 * Chromium builds, lays out and rasterises on the page's main thread — it made the live list's first
 * paint a long task (docs/perf.md). No text in them: the name is always shown beside the picture.
 */

/** Side of the drawn logos and avatars, px (shown at 24–36 CSS px; sharp on 2x screens). */
export const ART_SIZE = 64;
const WHITE: Rgb = [255, 255, 255];

/** A point on a cubic Bézier curve. */
function bezier(p: readonly (readonly [number, number])[], t: number): [number, number] {
  const u = 1 - t;
  const [a, b, c, d] = p as [[number, number], [number, number], [number, number], [number, number]];
  return [
    u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
    u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
  ];
}

/** The crest outline (64-unit box): flat top corners, straight sides, curved to a point at the bottom. */
function shield(inset: number): [number, number][] {
  const s = (v: number) => 32 + (v - 32) * (1 - inset / 32);
  const right = Array.from({ length: 12 }, (_, i) =>
    bezier(
      [
        [58, 30],
        [58, 46],
        [46, 56],
        [32, 61],
      ],
      i / 11,
    ),
  );
  const left = right.map(([x, y]) => [64 - x, y] as [number, number]).reverse();
  const outline: [number, number][] = [[32, 3], [58, 11], ...right, ...left.slice(1), [6, 11]];
  return outline.map(([x, y]) => [s(x), s(y)]);
}
const OUTER = polygon(shield(0));
const INNER_POINTS = shield(3);
const INNER = polygon(INNER_POINTS);
/** The right half of the crest, lit. */
const LIT = polygon(INNER_POINTS.filter(([x]) => x >= 32));

/** Emblems drawn in white on the crest, picked from the hue. */
const EMBLEMS: readonly Inside[] = [
  (x, y) => (x - 32) ** 2 + (y - 32) ** 2 <= 121 && (x - 32) ** 2 + (y - 32) ** 2 >= 49, // ring
  polygon([
    [32, 18],
    [36, 28],
    [46, 29],
    [38, 35],
    [41, 45],
    [32, 39],
    [23, 45],
    [26, 35],
    [18, 29],
    [28, 28],
  ]), // star
  (x, y) => Math.abs(y - 28 - Math.abs(x - 32) * 0.6) <= 3.5 && Math.abs(x - 32) <= 14, // chevron
  (x, y) => y >= 20 && y <= 44 && (Math.abs(x - 26) <= 2.5 || Math.abs(x - 38) <= 2.5), // two bars
];

/** A crest in the team's hue with a white emblem. */
export function teamLogoPng(hue: number): Buffer {
  const image = createRaster(ART_SIZE, ART_SIZE, 4);
  paint(image, OUTER, hsl(hue, 0.7, 0.24), 1, 64);
  paint(image, INNER, hsl(hue, 0.62, 0.42), 1, 64);
  paint(image, LIT, hsl(hue, 0.7, 0.54), 0.55, 64);
  paint(image, EMBLEMS[Math.floor(hue / 7) % EMBLEMS.length]!, WHITE, 0.92, 64, {
    x0: 16,
    y0: 16,
    x1: 48,
    y1: 48,
  });
  return encodePng(image);
}

/** A round avatar in the streamer's hue with a white head-and-shoulders figure. */
export function avatarPng(hue: number): Buffer {
  const image = createRaster(ART_SIZE, ART_SIZE, 4);
  const disc: Inside = (x, y) => (x - 32) ** 2 + (y - 32) ** 2 <= 31 * 31;
  paint(image, disc, hsl(hue, 0.55, 0.48), 1, 64);
  paint(image, (x, y) => (x - 32) ** 2 + (y - 25) ** 2 <= 110, WHITE, 0.92, 64);
  paint(image, (x, y) => disc(x, y) && ((x - 32) / 20) ** 2 + ((y - 56) / 16) ** 2 <= 1, WHITE, 0.92, 64);
  return encodePng(image);
}

/** Size of a streamer room's drawn cover, px (16:9; shown at 96 × 54 CSS px in the list). */
export const COVER_WIDTH = 192;
export const COVER_HEIGHT = 108;

/**
 * A streamer room's cover: a studio in the streamer's hue — a lit backdrop with two stage lights, the
 * streamer's head-and-shoulders figure and the desk in front. Drawn in a 128 × 72 design space.
 */
export function roomCoverPng(hue: number): Buffer {
  const image = createRaster(COVER_WIDTH, COVER_HEIGHT, 3);
  const top = hsl(hue, 0.5, 0.34);
  const bottom = hsl(hue, 0.55, 0.12);
  const p = image.pixels;
  for (let y = 0; y < COVER_HEIGHT; y++) {
    const t = y / (COVER_HEIGHT - 1);
    for (let x = 0; x < COVER_WIDTH; x++) {
      const o = (y * COVER_WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) p[o + c] = Math.round(top[c]! * (1 - t) + bottom[c]! * t);
    }
  }
  const light = hsl((hue + 40) % 360, 0.85, 0.72);
  paint(image, (x, y) => (x - 22) ** 2 + (y - 14) ** 2 <= 150, light, 0.35, 128, {
    x0: 8,
    y0: 0,
    x1: 36,
    y1: 28,
  });
  paint(image, (x, y) => (x - 106) ** 2 + (y - 12) ** 2 <= 110, light, 0.3, 128, {
    x0: 94,
    y0: 0,
    x1: 118,
    y1: 24,
  });
  paint(image, (x, y) => (x - 64) ** 2 + (y - 29) ** 2 <= 100, WHITE, 0.92, 128, {
    x0: 52,
    y0: 17,
    x1: 76,
    y1: 41,
  });
  paint(image, (x, y) => y < 60 && ((x - 64) / 22) ** 2 + ((y - 58) / 15) ** 2 <= 1, WHITE, 0.92, 128, {
    x0: 40,
    y0: 42,
    x1: 88,
    y1: 60,
  });
  paint(image, (_x, y) => y >= 58, hsl(hue, 0.3, 0.08), 1, 128, { x0: 0, y0: 56, x1: 128, y1: 72 });
  return encodePng(image);
}
