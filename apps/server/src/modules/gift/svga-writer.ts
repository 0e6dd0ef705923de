import { deflateSync } from 'node:zlib';
import { giftSpritePngs, isBigGift, type GiftCode } from './gift-art.ts';

/*
 * An SVGA 2.x writer (docs/gift-screens.md "Media"). An SVGA 2 file is a zlib-deflated protobuf
 * `com.opensource.svga.MovieEntity` (the schema in the `svga` player's parser and the SVGA spec):
 *   MovieEntity { 1 version: string; 2 params: MovieParams; 3 images: map<string, bytes>; 4 sprites: repeated SpriteEntity }
 *   MovieParams { 1 viewBoxWidth: float; 2 viewBoxHeight: float; 3 fps: int32; 4 frames: int32 }
 *   SpriteEntity { 1 imageKey: string; 2 frames: repeated FrameEntity }
 *   FrameEntity { 1 alpha: float; 2 layout: Layout; 3 transform: Transform }
 *   Layout { 1 x; 2 y; 3 width; 4 height } · Transform { 1 a; 2 b; 3 c; 4 d; 5 tx; 6 ty } (all float)
 * Only bitmap sprites are written (no vector shapes, no audio).
 */

export interface SvgaLayout {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface SvgaTransform {
  a: number;
  b: number;
  c: number;
  d: number;
  tx: number;
  ty: number;
}
export interface SvgaFrame {
  alpha: number;
  layout: SvgaLayout;
  transform: SvgaTransform;
}
export interface SvgaMovie {
  version: string;
  viewBoxWidth: number;
  viewBoxHeight: number;
  fps: number;
  frames: number;
  images: Record<string, Uint8Array>;
  sprites: { imageKey: string; frames: SvgaFrame[] }[];
}

/** Protobuf wire writer: just what MovieEntity needs. */
class Writer {
  private parts: Buffer[] = [];

  private varint(n: number) {
    const bytes: number[] = [];
    let v = n >>> 0;
    while (v > 0x7f) {
      bytes.push((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    bytes.push(v);
    this.parts.push(Buffer.from(bytes));
  }

  private tag(field: number, wire: 0 | 2 | 5) {
    this.varint((field << 3) | wire);
  }

  int32(field: number, n: number) {
    if (n === 0) return this;
    this.tag(field, 0);
    this.varint(n);
    return this;
  }

  float(field: number, n: number) {
    if (n === 0) return this; // proto3 default: not written
    this.tag(field, 5);
    const b = Buffer.alloc(4);
    b.writeFloatLE(n, 0);
    this.parts.push(b);
    return this;
  }

  bytes(field: number, data: Uint8Array) {
    this.tag(field, 2);
    this.varint(data.length);
    this.parts.push(Buffer.from(data));
    return this;
  }

  string(field: number, s: string) {
    return this.bytes(field, Buffer.from(s, 'utf8'));
  }

  message(field: number, build: (w: Writer) => void) {
    const inner = new Writer();
    build(inner);
    return this.bytes(field, inner.finish());
  }

  finish(): Buffer {
    return Buffer.concat(this.parts);
  }
}

/** The protobuf bytes of a movie, before deflate. */
export function encodeMovieEntity(movie: SvgaMovie): Buffer {
  const w = new Writer();
  w.string(1, movie.version);
  w.message(2, (p) =>
    p.float(1, movie.viewBoxWidth).float(2, movie.viewBoxHeight).int32(3, movie.fps).int32(4, movie.frames),
  );
  for (const [key, png] of Object.entries(movie.images)) {
    w.message(3, (e) => e.string(1, key).bytes(2, png));
  }
  for (const sprite of movie.sprites) {
    w.message(4, (s) => {
      s.string(1, sprite.imageKey);
      for (const f of sprite.frames) {
        s.message(2, (fr) => {
          fr.float(1, f.alpha);
          if (f.alpha === 0) return; // an invisible frame needs nothing else
          fr.message(2, (l) =>
            l.float(1, f.layout.x).float(2, f.layout.y).float(3, f.layout.width).float(4, f.layout.height),
          );
          fr.message(3, (t) =>
            t
              .float(1, f.transform.a)
              .float(2, f.transform.b)
              .float(3, f.transform.c)
              .float(4, f.transform.d)
              .float(5, f.transform.tx)
              .float(6, f.transform.ty),
          );
        });
      }
    });
  }
  return w.finish();
}

/** An SVGA 2.x file: the deflated MovieEntity. */
export function encodeSvga(movie: SvgaMovie): Buffer {
  return deflateSync(encodeMovieEntity(movie), { level: 9 });
}

const round = (n: number) => Math.round(n * 100) / 100;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const easeOut = (t: number) => 1 - (1 - clamp01(t)) ** 3;

/** A frame that draws a `size`-pixel image scaled by `scale` with its centre at (cx, cy). */
function placed(size: number, cx: number, cy: number, scale: number, alpha: number): SvgaFrame {
  return {
    alpha: round(clamp01(alpha)),
    layout: { x: 0, y: 0, width: size, height: size },
    transform: {
      a: round(scale),
      b: 0,
      c: 0,
      d: round(scale),
      tx: round(cx - (size * scale) / 2),
      ty: round(cy - (size * scale) / 2),
    },
  };
}

/** The stage of every gift movie, in SVGA view-box units. */
export const GIFT_VIEW_BOX = 300;
const FPS = 20;

/**
 * A gift's animation: the gift pops in (normal gifts) or rises from the bottom (big gifts: rocket,
 * crown), bobs with sparkles circling it, then fades (a big gift flies off upwards). 2 s for a normal
 * gift, 3 s for a big one.
 */
export function giftMovie(code: GiftCode): SvgaMovie {
  const big = isBigGift(code);
  const frames = big ? 60 : 40;
  const { gift, sparkle } = giftSpritePngs(code);
  const mid = GIFT_VIEW_BOX / 2;
  const outAt = frames - 10;

  const giftFrames: SvgaFrame[] = [];
  for (let i = 0; i < frames; i++) {
    const enter = easeOut(i / 12);
    const leave = clamp01((i - outAt) / 10);
    const bob = Math.sin(i / 4) * 4;
    if (big) {
      const cy = GIFT_VIEW_BOX + 60 - (GIFT_VIEW_BOX + 60 - mid) * enter - leave * 260 + bob;
      giftFrames.push(placed(96, mid, cy, 1.6, 1));
    } else {
      giftFrames.push(placed(96, mid, mid + bob, 0.4 + 1.0 * enter + leave * 0.4, enter * (1 - leave)));
    }
  }

  const sparkles = big ? 10 : 6;
  const sparkleSprites = Array.from({ length: sparkles }, (_, k) => {
    const list: SvgaFrame[] = [];
    for (let i = 0; i < frames; i++) {
      const visible = i >= 6 + k && i < outAt + 6;
      if (!visible) {
        list.push({
          alpha: 0,
          layout: { x: 0, y: 0, width: 0, height: 0 },
          transform: { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 },
        });
        continue;
      }
      const angle = (2 * Math.PI * k) / sparkles + i / 8;
      const radius = 95 + 20 * Math.sin(i / 3 + k);
      const twinkle = 0.55 + 0.45 * Math.sin(i / 2 + k * 1.7);
      list.push(
        placed(
          24,
          mid + Math.cos(angle) * radius,
          mid + Math.sin(angle) * radius,
          0.8 + twinkle * 0.6,
          twinkle,
        ),
      );
    }
    return { imageKey: 'sparkle', frames: list };
  });

  return {
    version: '2.0',
    viewBoxWidth: GIFT_VIEW_BOX,
    viewBoxHeight: GIFT_VIEW_BOX,
    fps: FPS,
    frames,
    images: { gift, sparkle },
    // Sparkles first: the gift is drawn over them.
    sprites: [...sparkleSprites, { imageKey: 'gift', frames: giftFrames }],
  };
}
