import { createRaster, encodePng } from '../../media/png.ts';
import { hsl, paint, polygon, type Inside, type Rgb } from '../../media/raster.ts';

/*
 * Article covers drawn by the server from a hue and a motif (docs/news.md "Covers"), with the shared
 * rasteriser, so the seed ships no image files. PNG for the same reason as the live logos: an SVG <img>
 * is a document of its own the browser lays out on the main thread. No text: the title sits beside it.
 */

/** Cover size in px (16:9; shown at most ~360 CSS px wide). */
export const COVER_WIDTH = 320;
export const COVER_HEIGHT = 180;
/** Design units across the width; shapes below are written in a 160 × 90 box. */
const UNITS = 160;
const WHITE: Rgb = [255, 255, 255];
export const COVER_MOTIFS = 4;

const rect =
  (x0: number, y0: number, x1: number, y1: number): Inside =>
  (x, y) =>
    x >= x0 && x <= x1 && y >= y0 && y <= y1;
const disc =
  (cx: number, cy: number, r: number): Inside =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const ring =
  (cx: number, cy: number, r: number, w: number): Inside =>
  (x, y) => {
    const d = (x - cx) ** 2 + (y - cy) ** 2;
    return d <= r * r && d >= (r - w) ** 2;
  };

function ball(image: ReturnType<typeof createRaster>, cx: number, cy: number, r: number, dark: Rgb): void {
  const box = { x0: cx - r - 1, y0: cy - r - 1, x1: cx + r + 1, y1: cy + r + 1 };
  paint(image, disc(cx, cy, r), WHITE, 1, UNITS, box);
  const p = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return [cx + Math.cos(a) * r * 0.42, cy + Math.sin(a) * r * 0.42] as [number, number];
  });
  paint(image, polygon(p), dark, 0.9, UNITS, box);
  paint(image, ring(cx, cy, r, 0.9), dark, 0.5, UNITS, box);
}

/** A cover: the pitch in the article's hue with one of four motifs (ball, goal, cup, floodlights). */
export function coverPng(hue: number, motif: number): Buffer {
  const image = createRaster(COVER_WIDTH, COVER_HEIGHT, 3);
  const dark = hsl(hue, 0.55, 0.2);
  // Flat fills straight into the pixels; only figures with edges go through the sampler, each within
  // its bounds (sampling the whole picture per figure cost ~1 M tests a figure).
  const grass = hsl(hue, 0.5, 0.34);
  const stripe = hsl(hue, 0.5, 0.38);
  const px = image.pixels;
  for (let y = 0; y < COVER_HEIGHT; y++)
    for (let x = 0; x < COVER_WIDTH; x++) {
      const c = Math.floor(x / 40) % 2 === 0 ? stripe : grass;
      const o = (y * COVER_WIDTH + x) * 3;
      px[o] = c[0];
      px[o + 1] = c[1];
      px[o + 2] = c[2];
    }
  const line = hsl(hue, 0.3, 0.85);
  paint(image, rect(79.4, 0, 80.6, 90), line, 0.35, UNITS, { x0: 78, y0: 0, x1: 82, y1: 90 });
  paint(image, ring(80, 45, 18, 1.2), line, 0.35, UNITS, { x0: 60, y0: 25, x1: 100, y1: 65 });
  const m = ((motif % COVER_MOTIFS) + COVER_MOTIFS) % COVER_MOTIFS;
  if (m === 0) ball(image, 112, 58, 13, dark);
  if (m === 1) {
    const frame: Inside = (x, y) =>
      (y >= 24 && y <= 26.5 && x >= 40 && x <= 120) ||
      ((x <= 42.5 || x >= 117.5) && x >= 40 && x <= 120 && y >= 24 && y <= 78);
    const net: Inside = (x, y) => x > 42 && x < 118 && y > 26 && y < 78 && (x % 6 < 0.7 || y % 6 < 0.7);
    paint(image, net, WHITE, 0.28, UNITS, { x0: 40, y0: 24, x1: 120, y1: 78 });
    paint(image, frame, WHITE, 0.95, UNITS, { x0: 39, y0: 23, x1: 121, y1: 79 });
    ball(image, 96, 66, 8, dark);
  }
  if (m === 2) {
    const gold = hsl(45, 0.8, 0.55);
    const cup = polygon([
      [62, 16],
      [98, 16],
      [96, 34],
      [88, 46],
      [84, 50],
      [84, 62],
      [92, 66],
      [92, 72],
      [68, 72],
      [68, 66],
      [76, 62],
      [76, 50],
      [72, 46],
      [64, 34],
    ]);
    paint(image, cup, gold, 1, UNITS, { x0: 60, y0: 14, x1: 100, y1: 74 });
    paint(image, ring(62, 28, 9, 2.4), gold, 1, UNITS, { x0: 52, y0: 18, x1: 72, y1: 38 });
    paint(image, ring(98, 28, 9, 2.4), gold, 1, UNITS, { x0: 88, y0: 18, x1: 108, y1: 38 });
    paint(image, rect(64, 74, 96, 80), dark, 1, UNITS, { x0: 62, y0: 72, x1: 98, y1: 82 });
  }
  if (m === 3) {
    for (const x of [20, 140]) {
      const beam = polygon([
        [x - 4, 8],
        [x + 4, 8],
        [80 + (x - 80) * 0.1, 90],
        [80 + (x - 80) * 0.5, 90],
      ]);
      paint(image, beam, WHITE, 0.16, UNITS, {
        x0: Math.min(x - 4, 80 + (x - 80) * 0.1),
        y0: 8,
        x1: Math.max(x + 4, 80 + (x - 80) * 0.5),
        y1: 90,
      });
      paint(image, rect(x - 7, 4, x + 7, 11), WHITE, 0.9, UNITS, { x0: x - 8, y0: 3, x1: x + 8, y1: 12 });
    }
    ball(image, 80, 62, 10, dark);
  }
  return encodePng(image);
}
