import type { Raster } from './png.ts';

/** An 8-bit colour. */
export type Rgb = readonly [number, number, number];

/** HSL (degrees, 0–1, 0–1) to 8-bit RGB. */
export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/** A figure as a test on design-space points (the image spans `units` × `units` design units). */
export type Inside = (x: number, y: number) => boolean;

/** Even-odd point-in-polygon test, for polygon figures. */
export function inPolygon(points: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Bounds of a figure in design units, so only the pixels near it are sampled. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Paints a figure onto a square raster with anti-aliased edges (4 × 4 samples a pixel), blending
 * `colour` at `alpha` over what is there: straight "over" compositing for RGBA, a plain mix for RGB.
 * `units` is the design space's side (shapes are written at one size and drawn at any).
 */
export function paint(
  image: Raster,
  inside: Inside,
  colour: Rgb,
  alpha: number,
  units: number,
  box?: Box,
): void {
  const scale = units / image.width;
  const from = (u: number) => Math.max(0, Math.floor(u / scale) - 1);
  const xs = box ? [from(box.x0), Math.min(image.width, Math.ceil(box.x1 / scale) + 1)] : [0, image.width];
  const ys = box ? [from(box.y0), Math.min(image.height, Math.ceil(box.y1 / scale) + 1)] : [0, image.height];
  const p = image.pixels;
  for (let y = ys[0]!; y < ys[1]!; y++) {
    for (let x = xs[0]!; x < xs[1]!; x++) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++)
          if (inside((x + (sx + 0.5) / 4) * scale, (y + (sy + 0.5) / 4) * scale)) hits++;
      if (hits === 0) continue;
      const a = (alpha * hits) / 16;
      const o = (y * image.width + x) * image.channels;
      if (image.channels === 3) {
        for (let c = 0; c < 3; c++) p[o + c] = Math.round(p[o + c]! * (1 - a) + colour[c]! * a);
        continue;
      }
      const below = p[o + 3]! / 255;
      const out = a + below * (1 - a);
      for (let c = 0; c < 3; c++) p[o + c] = Math.round((colour[c]! * a + p[o + c]! * below * (1 - a)) / out);
      p[o + 3] = Math.round(out * 255);
    }
  }
}
