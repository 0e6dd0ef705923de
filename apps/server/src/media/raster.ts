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

/**
 * A polygon figure (even-odd rule) as an {@link Inside} test. The edges' crossings with a sample row
 * are worked out once for that row, and {@link paint} asks row by row, so a sample only compares x
 * with the row's crossings (usually two) instead of walking every edge: a per-sample edge walk held
 * the server's event loop for hundreds of milliseconds on one 64 px team logo.
 */
export function polygon(points: readonly (readonly [number, number])[]): Inside {
  const n = points.length;
  const px = Float64Array.from(points, (p) => p[0]);
  const py = Float64Array.from(points, (p) => p[1]);
  let rowY = NaN;
  let row: number[] = [];
  return (x, y) => {
    if (y !== rowY) {
      rowY = y;
      row = [];
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const yi = py[i]!;
        const yj = py[j]!;
        if (yi > y !== yj > y) row.push(((px[j]! - px[i]!) * (y - yi)) / (yj - yi) + px[i]!);
      }
    }
    let inside = false;
    for (let k = 0; k < row.length; k++) if (x < row[k]!) inside = !inside;
    return inside;
  };
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
  const x0 = box ? from(box.x0) : 0;
  const x1 = box ? Math.min(image.width, Math.ceil(box.x1 / scale) + 1) : image.width;
  const y0 = box ? from(box.y0) : 0;
  const y1 = box ? Math.min(image.height, Math.ceil(box.y1 / scale) + 1) : image.height;
  const p = image.pixels;
  // Sample rows outermost: a figure sees one y for a whole row of samples (a polygon keeps that row's
  // crossings at hand). The sample points are the same as pixel by pixel.
  const hits = new Uint8Array(image.width);
  for (let y = y0; y < y1; y++) {
    hits.fill(0);
    for (let sy = 0; sy < 4; sy++) {
      const v = (y + (sy + 0.5) / 4) * scale;
      for (let x = x0; x < x1; x++)
        for (let sx = 0; sx < 4; sx++) if (inside((x + (sx + 0.5) / 4) * scale, v)) hits[x]!++;
    }
    for (let x = x0; x < x1; x++) {
      if (hits[x] === 0) continue;
      const a = (alpha * hits[x]!) / 16;
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
