import { createRaster, encodePng } from '../../media/png.ts';
import type { Rgb } from '../../media/raster.ts';

/*
 * The six gifts' pictures, drawn in code (docs/gift-screens.md "Media"): an SVG icon for the sheet and the
 * chat line, and small PNG sprites for the SVGA animation. Nothing binary is committed.
 */

/** The gift codes of the seed (docs/gifts.md); `big` gifts (giftType 1) get a longer animation. */
export const GIFT_CODES = ['rose', 'heart', 'cheer', 'trophy', 'rocket', 'crown'] as const;
export type GiftCode = (typeof GIFT_CODES)[number];

export const isGiftCode = (code: string): code is GiftCode =>
  (GIFT_CODES as readonly string[]).includes(code);

/** Colour of a point (u, v in -1…1, v grows downwards), or null outside the picture. */
type Paint = (u: number, v: number) => Rgb | null;

interface GiftArt {
  big: boolean;
  paint: Paint;
  /** SVG body in a 64×64 box. */
  svg: string;
}

const GOLD: Rgb = [246, 190, 45];
const GOLD_DARK: Rgb = [196, 132, 20];

const inStar = (u: number, v: number, points: number, inner: number) => {
  const r = Math.hypot(u, v);
  const a = Math.atan2(v, u) + Math.PI / 2;
  const k = Math.abs((((a * points) / (2 * Math.PI)) % 1) + 1) % 1; // 0…1 within one point
  const edge = inner + (1 - inner) * Math.abs(1 - 2 * k);
  return r < edge * 0.92;
};

const ART: Record<GiftCode, GiftArt> = {
  rose: {
    big: false,
    paint: (u, v) => {
      if (v > 0.35 && Math.abs(u) < 0.07) return [46, 139, 60];
      if (v > 0.5 && v < 0.75 && Math.abs(u - 0.22) < 0.18 && Math.abs(v - 0.62) < 0.08) return [60, 160, 70];
      const y = v + 0.2;
      const r = Math.hypot(u, y);
      if (r < 0.16) return [150, 20, 50];
      if (r < 0.4 + 0.14 * Math.cos(5 * Math.atan2(y, u))) return [222, 40, 78];
      return null;
    },
    svg:
      '<path d="M31 34h3v24h-3z" fill="#2e8b3c"/><path d="M34 46c5-6 11-6 14-4-4 5-9 6-14 4z" fill="#3ca046"/>' +
      '<circle cx="32" cy="22" r="15" fill="#de284e"/><circle cx="32" cy="22" r="7" fill="#961432"/>',
  },
  heart: {
    big: false,
    paint: (u, v) => {
      const x = u * 1.25;
      const y = -(v * 1.25) + 0.25;
      const f = (x * x + y * y - 1) ** 3 - x * x * y ** 3;
      if (f >= 0) return null;
      return Math.hypot(u + 0.35, v + 0.3) < 0.15 ? [255, 170, 190] : [236, 64, 102];
    },
    svg:
      '<path d="M32 56C10 40 6 30 6 21a13 13 0 0 1 26-4 13 13 0 0 1 26 4c0 9-4 19-26 35z" fill="#ec4066"/>' +
      '<circle cx="19" cy="19" r="4" fill="#ffaabe"/>',
  },
  cheer: {
    big: false,
    paint: (u, v) => (inStar(u, v, 5, 0.45) ? (Math.hypot(u, v) < 0.22 ? [255, 236, 120] : GOLD) : null),
    svg:
      '<path d="M32 3l8 19 21 2-16 14 5 21-18-11-18 11 5-21L3 24l21-2z" fill="#f6be2d"/>' +
      '<circle cx="32" cy="32" r="7" fill="#ffec78"/>',
  },
  trophy: {
    big: false,
    paint: (u, v) => {
      if (v > 0.62 && v < 0.82 && Math.abs(u) < 0.45) return GOLD_DARK;
      if (v > 0.25 && v <= 0.62 && Math.abs(u) < 0.1) return GOLD_DARK;
      const cup = v > -0.75 && v <= 0.25 && Math.abs(u) < 0.6 * Math.sqrt(1 - ((v + 0.75) / 1.0) ** 2 * 0.7);
      if (cup) return GOLD;
      const handle = Math.abs(Math.hypot(Math.abs(u) - 0.62, v + 0.4) - 0.2) < 0.06;
      return handle ? GOLD_DARK : null;
    },
    svg:
      '<path d="M14 8h36v10c0 14-8 22-18 22S14 32 14 18z" fill="#f6be2d"/>' +
      '<path d="M30 40h4v10h-4zM18 50h28v7H18z" fill="#c48414"/>' +
      '<path d="M14 12H7c0 9 4 13 9 14M50 12h7c0 9-4 13-9 14" fill="none" stroke="#c48414" stroke-width="3"/>',
  },
  rocket: {
    big: true,
    paint: (u, v) => {
      if (v > 0.45 && v < 0.9 && Math.abs(u) < 0.22 * (1 - (v - 0.45) / 0.5)) return [255, 140, 30];
      if ((u / 0.3) ** 2 + (v / 0.7) ** 2 < 1) {
        return Math.hypot(u, v + 0.2) < 0.14 ? [90, 190, 255] : v < -0.45 ? [226, 52, 60] : [226, 232, 240];
      }
      if (
        v > 0.1 &&
        v < 0.55 &&
        Math.abs(u) < 0.5 &&
        Math.abs(u) > 0.2 &&
        Math.abs(u) - 0.2 < (v - 0.1) * 0.8
      )
        return [226, 52, 60];
      return null;
    },
    svg:
      '<path d="M26 46l6 14 6-14z" fill="#ff8c1e"/><ellipse cx="32" cy="30" rx="10" ry="22" fill="#e2e8f0"/>' +
      '<path d="M24 12a10 22 0 0 1 16 0z" fill="#e2343c"/><path d="M23 36l-8 12h10zM41 36l8 12H39z" fill="#e2343c"/>' +
      '<circle cx="32" cy="26" r="4.5" fill="#5abeff"/>',
  },
  crown: {
    big: true,
    paint: (u, v) => {
      if (v > 0.2 && v < 0.6 && Math.abs(u) < 0.8) {
        return Math.abs(u) < 0.12 && Math.abs(v - 0.4) < 0.1 ? [220, 40, 80] : GOLD;
      }
      if (v <= 0.2 && v > -0.7 && Math.abs(u) < 0.8) {
        // Three spikes at -0.8, 0, 0.8 reaching v = -0.7; valleys at ±0.4 reaching v = -0.1.
        const d = Math.min(Math.abs(u + 0.8), Math.abs(u), Math.abs(u - 0.8));
        if (v > -0.7 + d * 1.5) return GOLD;
      }
      for (const cx of [-0.8, 0, 0.8]) if (Math.hypot(u - cx, v + 0.75) < 0.1) return [255, 236, 120];
      return null;
    },
    svg:
      '<path d="M7 46V20l12 12 13-20 13 20 12-12v26z" fill="#f6be2d"/><path d="M7 46h50v7H7z" fill="#c48414"/>' +
      '<circle cx="7" cy="17" r="3.5" fill="#ffec78"/><circle cx="32" cy="9" r="3.5" fill="#ffec78"/>' +
      '<circle cx="57" cy="17" r="3.5" fill="#ffec78"/><circle cx="32" cy="38" r="3.5" fill="#dc2850"/>',
  },
};

/** Sparkle: a small four-pointed star used around every gift. */
const sparkle: Paint = (u, v) =>
  Math.abs(u) * Math.abs(v) < 0.03 && Math.hypot(u, v) < 0.95 ? [255, 248, 200] : null;

export const isBigGift = (code: GiftCode) => ART[code].big;

/** The gift's SVG icon (64×64), no script, no text. */
export function giftIconSvg(code: GiftCode): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `${ART[code].svg}</svg>`
  );
}

/** An RGBA PNG of `size`×`size` pixels, each pixel 2×2 supersampled for smooth edges. */
export function paintPng(paint: Paint, size: number): Buffer {
  const image = createRaster(size, size, 4);
  const raw = image.pixels;
  for (let y = 0; y < size; y++) {
    const row = y * size * 4;
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let hits = 0;
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        const c = paint(((x + dx) / size) * 2 - 1, ((y + dy) / size) * 2 - 1);
        if (!c) continue;
        r += c[0];
        g += c[1];
        b += c[2];
        hits += 1;
      }
      const at = row + x * 4;
      if (hits === 0) continue;
      raw[at] = Math.round(r / hits);
      raw[at + 1] = Math.round(g / hits);
      raw[at + 2] = Math.round(b / hits);
      raw[at + 3] = Math.round((255 * hits) / 4);
    }
  }
  return encodePng(image);
}

/** The sprite pictures of a gift's animation: the gift itself and a sparkle. */
export function giftSpritePngs(code: GiftCode): { gift: Buffer; sparkle: Buffer } {
  return { gift: paintPng(ART[code].paint, 96), sparkle: paintPng(sparkle, 24) };
}
