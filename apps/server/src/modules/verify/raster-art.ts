import { createRaster, encodePng, type Raster } from '../../media/png.ts';
import { paint, polygon, type Box, type Inside, type Rgb } from '../../media/raster.ts';
import { GLYPH_STROKES, IMAGE_CODE_HEIGHT, IMAGE_CODE_WIDTH } from './image-code-art.ts';
import { PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzle-art.ts';
import { seededRandom, type SeededRandom } from './seeded-random.ts';

/**
 * The slider and image-code pictures as PNG pixels. An SVG carries its drawing as text: the gap's x
 * and the code's strokes could be read from the source without looking at the picture. A raster
 * holds only pixels, so a bot has to see, as a person does; the answers stay on the server.
 */

export const hex = (h: string): Rgb => [
  Number.parseInt(h.slice(1, 3), 16),
  Number.parseInt(h.slice(3, 5), 16),
  Number.parseInt(h.slice(5, 7), 16),
];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];
export const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

const SKIES: readonly (readonly [string, string])[] = [
  ['#7fb4e6', '#f3d7a1'],
  ['#8fd3c1', '#3b6f8f'],
  ['#f2b5a0', '#6a5a9e'],
  ['#b9d98c', '#3f7a5a'],
  ['#c7b5ea', '#f0c987'],
];
const DECOR = ['#ffffff', '#1d3557', '#e76f51', '#2a9d8f', '#f4a261', '#264653'].map(hex);

/** The backdrop's colour per row: a vertical gradient and light bands, y only, so the piece fits any x. */
export function backdropRows(rnd: SeededRandom): Rgb[] {
  const [top, bottom] = rnd.pick(SKIES).map(hex) as [Rgb, Rgb];
  const rows = Array.from({ length: PUZZLE_HEIGHT }, (_, y) => mix(top, bottom, (y + 0.5) / PUZZLE_HEIGHT));
  for (let i = 0; i < 4; i++) {
    const from = rnd.int(0, PUZZLE_HEIGHT - 12);
    const height = rnd.int(3, 12);
    const opacity = rnd.between(0.08, 0.22);
    for (let y = from; y < Math.min(PUZZLE_HEIGHT, from + height); y++)
      rows[y] = mix(rows[y]!, WHITE, opacity);
  }
  return rows;
}

export function fillRows(image: Raster, rows: readonly Rgb[]): void {
  const p = image.pixels;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const o = (y * image.width + x) * image.channels;
      const [r, g, b] = rows[y]!;
      p[o] = r;
      p[o + 1] = g;
      p[o + 2] = b;
      if (image.channels === 4) p[o + 3] = 255;
    }
}

const circle =
  (cx: number, cy: number, r: number): Inside =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** Scattered circles and tilted bars, so the gap does not sit on a plain gradient. */
export function decorations(image: Raster, rnd: SeededRandom, count: number): void {
  for (let i = 0; i < count; i++) {
    const colour = rnd.pick(DECOR);
    const alpha = rnd.between(0.15, 0.4);
    if (rnd.next() < 0.5) {
      const [cx, cy, r] = [rnd.int(0, PUZZLE_WIDTH), rnd.int(0, PUZZLE_HEIGHT), rnd.int(6, 26)];
      paint(image, circle(cx, cy, r), colour, alpha, image.width, {
        x0: cx - r,
        y0: cy - r,
        x1: cx + r,
        y1: cy + r,
      });
      continue;
    }
    const [x, y, w, h] = [
      rnd.int(0, PUZZLE_WIDTH),
      rnd.int(0, PUZZLE_HEIGHT),
      rnd.int(10, 50),
      rnd.int(6, 30),
    ];
    const a = (rnd.int(-40, 40) * Math.PI) / 180;
    const turn = ([px, py]: readonly [number, number]) =>
      [px * Math.cos(a) - py * Math.sin(a), px * Math.sin(a) + py * Math.cos(a)] as const;
    const corners = [turn([x, y]), turn([x + w, y]), turn([x + w, y + h]), turn([x, y + h])];
    paint(image, polygon(corners), colour, alpha, image.width, boxOf(corners));
  }
}

function boxOf(points: readonly (readonly [number, number])[]): Box {
  return {
    x0: Math.min(...points.map((p) => p[0])),
    y0: Math.min(...points.map((p) => p[1])),
    x1: Math.max(...points.map((p) => p[0])),
    y1: Math.max(...points.map((p) => p[1])),
  };
}

/**
 * The piece at (x, y), grown by `d` (negative shrinks): a 40 px square from y + 10 with a knob on top
 * and one on the right.
 */
const pieceShape =
  (x: number, y: number, d = 0): Inside =>
  (px, py) =>
    (px >= x - d && px <= x + 40 + d && py >= y + 10 - d && py <= y + 50 + d) ||
    (px - (x + 20)) ** 2 + (py - (y + 6.7)) ** 2 <= (6 + d) ** 2 ||
    (px - (x + 43.3)) ** 2 + (py - (y + 30)) ** 2 <= (6 + d) ** 2;
const pieceBox = (x: number, y: number): Box => ({ x0: x - 2, y0: y - 2, x1: x + 52, y1: y + 52 });
const ring =
  (x: number, y: number, width: number): Inside =>
  (px, py) =>
    pieceShape(x, y, width / 2)(px, py) && !pieceShape(x, y, -width / 2)(px, py);

/** The slider background (310 × 155 PNG): scenery with the piece-shaped gap at (gapX, gapY). */
export function puzzleBackgroundPng(gapX: number, gapY: number, seed: number): Buffer {
  const rnd = seededRandom(seed);
  const image = createRaster(PUZZLE_WIDTH, PUZZLE_HEIGHT, 3);
  fillRows(image, backdropRows(rnd));
  decorations(image, rnd, 14);
  paint(image, pieceShape(gapX, gapY), BLACK, 0.45, image.width, pieceBox(gapX, gapY));
  paint(image, ring(gapX, gapY, 1.5), WHITE, 0.85, image.width, pieceBox(gapX, gapY));
  return encodePng(image);
}

/**
 * The slider piece (PNG, {@link PIECE_SIZE} wide, full height, transparent around the piece at
 * `gapY`): cut from the same y-only backdrop, so nothing in it depends on (or reveals) the gap's x.
 */
export function puzzlePiecePng(gapY: number, seed: number): Buffer {
  const rows = backdropRows(seededRandom(seed));
  const image = createRaster(PIECE_SIZE, PUZZLE_HEIGHT, 4);
  const light = rows.map((c) => mix(c, WHITE, 0.12));
  for (let y = Math.max(0, gapY - 2); y < Math.min(PUZZLE_HEIGHT, gapY + 52); y++) {
    const row = light[y]!;
    const inRow: Inside = (x, yy) => yy >= y && yy < y + 1 && pieceShape(0.5, gapY)(x, yy);
    paint(image, inRow, row, 1, image.width, { x0: 0, y0: y, x1: PIECE_SIZE, y1: y + 1 });
  }
  paint(image, ring(0.5, gapY, 2), WHITE, 1, image.width, pieceBox(0.5, gapY));
  return encodePng(image);
}

/** Union of round-capped segments of half-width `r`: strokes with round caps and joins. */
export function strokes(segments: readonly (readonly [number, number, number, number])[], r: number): Inside {
  const n = segments.length;
  const seg = Float64Array.from(segments.flat());
  const r2 = r * r;
  return (x, y) => {
    for (let i = 0; i < n; i++) {
      const ax = seg[i * 4]!;
      const ay = seg[i * 4 + 1]!;
      const bx = seg[i * 4 + 2]!;
      const by = seg[i * 4 + 3]!;
      if (x < Math.min(ax, bx) - r || x > Math.max(ax, bx) + r) continue;
      if (y < Math.min(ay, by) - r || y > Math.max(ay, by) + r) continue;
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
      const ex = x - ax - t * dx;
      const ey = y - ay - t * dy;
      if (ex * ex + ey * ey <= r2) return true;
    }
    return false;
  };
}

/** The bounds of some segments, grown by `pad`: only the pixels near a stroke are sampled. */
export function segmentsBox(
  segments: readonly (readonly [number, number, number, number])[],
  pad: number,
): Box {
  const xs = segments.flatMap((s) => [s[0], s[2]]);
  const ys = segments.flatMap((s) => [s[1], s[3]]);
  return {
    x0: Math.min(...xs) - pad,
    y0: Math.min(...ys) - pad,
    x1: Math.max(...xs) + pad,
    y1: Math.max(...ys) + pad,
  };
}

const INK = ['#1f3a93', '#7a1f5c', '#0f5e3c', '#8a4b08', '#2d2d6e', '#6b1d1d'].map(hex);
const NOISE = ['#c7b9a3', '#a9c0cf', '#d0b3c4', '#b8cfa9'].map(hex);

/** The image-code picture (120 × 40 PNG) for `code`: jittered, tilted strokes over noise, two curves across. */
export function imageCodePng(code: string, seed: number): Buffer {
  const rnd = seededRandom(seed);
  const W = IMAGE_CODE_WIDTH;
  const H = IMAGE_CODE_HEIGHT;
  const image = createRaster(W, H, 3);
  fillRows(
    image,
    Array.from({ length: H }, (): Rgb => [0xf6, 0xf2, 0xe9]),
  );
  for (let i = 0; i < 5; i++) {
    const seg = [rnd.int(0, W), rnd.int(0, H), rnd.int(0, W), rnd.int(0, H)] as const;
    paint(image, strokes([seg], 0.5), rnd.pick(NOISE), 1, W, segmentsBox([seg], 1));
  }
  for (let i = 0; i < 24; i++) {
    const [cx, cy, r] = [rnd.int(0, W), rnd.int(0, H), rnd.between(0.6, 1.6)];
    paint(image, circle(cx, cy, r), rnd.pick(NOISE), 1, W, {
      x0: cx - 2,
      y0: cy - 2,
      x1: cx + 2,
      y1: cy + 2,
    });
  }
  [...code].forEach((ch, i) => {
    const glyph = GLYPH_STROKES[ch];
    if (!glyph) throw new Error(`no glyph for ${ch}`);
    const scale = rnd.between(3.9, 4.5);
    const left = 10 + i * 26 + rnd.between(-2, 2);
    const top = rnd.between(3, H - 3 - 6 * scale);
    const a = (rnd.between(-18, 18) * Math.PI) / 180;
    const cx = left + 2 * scale;
    const cy = top + 3 * scale;
    const place = ([x, y]: readonly [number, number]): [number, number] => {
      const px = left + (x + rnd.between(-0.15, 0.15)) * scale - cx;
      const py = top + (y + rnd.between(-0.15, 0.15)) * scale - cy;
      return [cx + px * Math.cos(a) - py * Math.sin(a), cy + px * Math.sin(a) + py * Math.cos(a)];
    };
    const segments: [number, number, number, number][] = [];
    for (const stroke of glyph) {
      const points = stroke.map(place);
      for (let k = 1; k < points.length; k++) segments.push([...points[k - 1]!, ...points[k]!]);
    }
    const width = rnd.between(2.2, 2.9);
    paint(image, strokes(segments, width / 2), rnd.pick(INK), 1, W, {
      x0: left - 8,
      y0: 0,
      x1: left + 4 * scale + 8,
      y1: H,
    });
  });
  // Two curves across the characters: cheap against naive segmentation, easy on people.
  for (let i = 0; i < 2; i++) {
    const [y0, qx, qy, y1] = [rnd.int(8, 32), rnd.int(30, 90), rnd.int(-10, 50), rnd.int(8, 32)];
    const at = (t: number): [number, number] => [
      2 * (1 - t) * t * qx + t * t * W,
      (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * qy + t * t * y1,
    ];
    const segments: [number, number, number, number][] = [];
    for (let k = 0; k < 24; k++) segments.push([...at(k / 24), ...at((k + 1) / 24)]);
    paint(image, strokes(segments, 0.6), rnd.pick(INK), 0.7, W, segmentsBox(segments, 1));
  }
  return encodePng(image);
}
