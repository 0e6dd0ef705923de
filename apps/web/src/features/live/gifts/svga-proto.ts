/*
 * A hand-written reader of the SVGA 2.x protobuf `com.opensource.svga.MovieEntity` (docs/gift-screens.md
 * "Player"). The `svga` package decodes it with protobufjs reflection, which compiles its decoders with
 * `Function(...)`: the app's Content-Security-Policy (no 'unsafe-eval') forbids that, so we read the few
 * messages ourselves. Field numbers are those of the schema inside the `svga` package:
 *   MovieEntity { 1 version: string; 2 params: MovieParams; 3 images: map<string, bytes>; 4 sprites: SpriteEntity* }
 *   MovieParams { 1 viewBoxWidth: float; 2 viewBoxHeight: float; 3 fps: int32; 4 frames: int32 }
 *   SpriteEntity { 1 imageKey: string; 2 frames: FrameEntity* }
 *   FrameEntity { 1 alpha: float; 2 layout: Layout; 3 transform: Transform; 4 clipPath: string; 5 shapes: ShapeEntity* }
 *   ShapeEntity { 1 type: enum; 2 shape {1 d}; 3 rect {x, y, width, height, cornerRadius};
 *                 4 ellipse {x, y, radiusX, radiusY}; 10 styles: ShapeStyle; 11 transform: Transform }
 *   ShapeStyle { 1 fill: RGBAColor; 2 stroke: RGBAColor; 3 strokeWidth; 4 lineCap: enum; 5 lineJoin: enum;
 *                6 miterLimit; 7 lineDashI; 8 lineDashII; 9 lineDashIII } · RGBAColor { r, g, b, a } (floats)
 * Like protobufjs: an absent message is null, an absent number 0, an absent string ''.
 */

const VARINT = 0;
const FIXED64 = 1;
const BYTES = 2;
const FIXED32 = 5;

const utf8 = new TextDecoder();

/** Protobuf wire reader over one message's bytes. */
export class ProtoReader {
  private pos = 0;
  private readonly view: DataView;

  constructor(private readonly buf: Uint8Array) {
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }

  get done(): boolean {
    return this.pos >= this.buf.length;
  }

  private need(n: number) {
    if (this.pos + n > this.buf.length) throw new Error('SVGA: truncated protobuf');
  }

  /** A varint's low 32 bits, unsigned (a negative int32 is sent as ten bytes: `| 0` restores it). */
  uint32(): number {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      if (shift >= 70) throw new Error('SVGA: varint too long');
      this.need(1);
      const b = this.buf[this.pos++]!;
      if (shift < 32) value |= (b & 0x7f) << shift;
      if (b < 0x80) return value >>> 0;
    }
  }

  int32(): number {
    return this.uint32() | 0;
  }

  float(): number {
    this.need(4);
    const n = this.view.getFloat32(this.pos, true);
    this.pos += 4;
    return n;
  }

  bytes(): Uint8Array {
    const len = this.uint32();
    this.need(len);
    const out = this.buf.subarray(this.pos, this.pos + len);
    this.pos += len;
    return out;
  }

  string(): string {
    return utf8.decode(this.bytes());
  }

  /** The next field: its number and wire type. */
  tag(): { field: number; wire: number } {
    const t = this.uint32();
    return { field: t >>> 3, wire: t & 7 };
  }

  skip(wire: number) {
    if (wire === VARINT) this.uint32();
    else if (wire === BYTES) this.bytes();
    else if (wire === FIXED64 || wire === FIXED32) {
      const n = wire === FIXED64 ? 8 : 4;
      this.need(n);
      this.pos += n;
    } else throw new Error(`SVGA: unsupported wire type ${wire}`);
  }
}

/** Reads every field of a message; `on` returns false for a field it does not know (skipped). */
function readMessage(bytes: Uint8Array, on: (r: ProtoReader, field: number, wire: number) => boolean) {
  const r = new ProtoReader(bytes);
  while (!r.done) {
    const { field, wire } = r.tag();
    if (!on(r, field, wire)) r.skip(wire);
  }
}

/** A message of float fields only, numbered 1…n in the order of `names`. */
function floats<K extends string>(bytes: Uint8Array, names: readonly K[]): Record<K, number> {
  const out = Object.fromEntries(names.map((n) => [n, 0])) as Record<K, number>;
  readMessage(bytes, (r, field, wire) => {
    const name = names[field - 1];
    if (name === undefined || wire !== FIXED32) return false;
    out[name] = r.float();
    return true;
  });
  return out;
}

const TRANSFORM = ['a', 'b', 'c', 'd', 'tx', 'ty'] as const;
const LAYOUT = ['x', 'y', 'width', 'height'] as const;
const RECT = ['x', 'y', 'width', 'height', 'cornerRadius'] as const;
const ELLIPSE = ['x', 'y', 'radiusX', 'radiusY'] as const;
const RGBA = ['r', 'g', 'b', 'a'] as const;
const STYLE_FLOATS: Record<
  number,
  'strokeWidth' | 'miterLimit' | 'lineDashI' | 'lineDashII' | 'lineDashIII'
> = { 3: 'strokeWidth', 6: 'miterLimit', 7: 'lineDashI', 8: 'lineDashII', 9: 'lineDashIII' };

export type ProtoTransform = Record<(typeof TRANSFORM)[number], number>;
export type ProtoRgba = Record<(typeof RGBA)[number], number>;
export interface ProtoStyles {
  fill: ProtoRgba | null;
  stroke: ProtoRgba | null;
  strokeWidth: number;
  lineCap: number;
  lineJoin: number;
  miterLimit: number;
  lineDashI: number;
  lineDashII: number;
  lineDashIII: number;
}
export interface ProtoShape {
  type: number;
  shape: { d: string } | null;
  rect: Record<(typeof RECT)[number], number> | null;
  ellipse: Record<(typeof ELLIPSE)[number], number> | null;
  styles: ProtoStyles | null;
  transform: ProtoTransform | null;
}
export interface ProtoFrame {
  alpha: number;
  layout: Record<(typeof LAYOUT)[number], number> | null;
  transform: ProtoTransform | null;
  clipPath: string;
  shapes: ProtoShape[];
}
export interface ProtoMovie {
  version: string;
  params: { viewBoxWidth: number; viewBoxHeight: number; fps: number; frames: number };
  images: Record<string, Uint8Array>;
  sprites: { imageKey: string; frames: ProtoFrame[] }[];
}

function readStyles(bytes: Uint8Array): ProtoStyles {
  const s: ProtoStyles = {
    ...{ fill: null, stroke: null, strokeWidth: 0, lineCap: 0, lineJoin: 0, miterLimit: 0 },
    ...{ lineDashI: 0, lineDashII: 0, lineDashIII: 0 },
  };
  readMessage(bytes, (r, field, wire) => {
    const name = STYLE_FLOATS[field];
    if (name && wire === FIXED32) s[name] = r.float();
    else if ((field === 1 || field === 2) && wire === BYTES)
      s[field === 1 ? 'fill' : 'stroke'] = floats(r.bytes(), RGBA);
    else if ((field === 4 || field === 5) && wire === VARINT)
      s[field === 4 ? 'lineCap' : 'lineJoin'] = r.int32();
    else return false;
    return true;
  });
  return s;
}

function readShape(bytes: Uint8Array): ProtoShape {
  const s: ProtoShape = { type: 0, shape: null, rect: null, ellipse: null, styles: null, transform: null };
  readMessage(bytes, (r, field, wire) => {
    if (field === 1 && wire === VARINT) s.type = r.int32();
    else if (wire !== BYTES) return false;
    else if (field === 2) {
      const path = { d: '' };
      readMessage(r.bytes(), (p, f, w) => {
        if (f !== 1 || w !== BYTES) return false;
        path.d = p.string();
        return true;
      });
      s.shape = path;
    } else if (field === 3) s.rect = floats(r.bytes(), RECT);
    else if (field === 4) s.ellipse = floats(r.bytes(), ELLIPSE);
    else if (field === 10) s.styles = readStyles(r.bytes());
    else if (field === 11) s.transform = floats(r.bytes(), TRANSFORM);
    else return false;
    return true;
  });
  return s;
}

function readFrame(bytes: Uint8Array): ProtoFrame {
  const f: ProtoFrame = { alpha: 0, layout: null, transform: null, clipPath: '', shapes: [] };
  readMessage(bytes, (r, field, wire) => {
    if (field === 1 && wire === FIXED32) f.alpha = r.float();
    else if (wire !== BYTES) return false;
    else if (field === 2) f.layout = floats(r.bytes(), LAYOUT);
    else if (field === 3) f.transform = floats(r.bytes(), TRANSFORM);
    else if (field === 4) f.clipPath = r.string();
    else if (field === 5) f.shapes.push(readShape(r.bytes()));
    else return false;
    return true;
  });
  return f;
}

/** Decodes the (already inflated) MovieEntity bytes of an SVGA 2.x file. */
export function readMovieEntity(bytes: Uint8Array): ProtoMovie {
  const movie: ProtoMovie = {
    version: '',
    params: { viewBoxWidth: 0, viewBoxHeight: 0, fps: 0, frames: 0 },
    images: {},
    sprites: [],
  };
  readMessage(bytes, (r, field, wire) => {
    if (wire !== BYTES) return false;
    if (field === 1) movie.version = r.string();
    else if (field === 2) {
      const p = movie.params;
      readMessage(r.bytes(), (m, f, w) => {
        if ((f === 1 || f === 2) && w === FIXED32) p[f === 1 ? 'viewBoxWidth' : 'viewBoxHeight'] = m.float();
        else if ((f === 3 || f === 4) && w === VARINT) p[f === 3 ? 'fps' : 'frames'] = m.int32();
        else return false;
        return true;
      });
    } else if (field === 3) {
      let key = '';
      let value: Uint8Array = new Uint8Array(0);
      readMessage(r.bytes(), (m, f, w) => {
        if (w !== BYTES || (f !== 1 && f !== 2)) return false;
        if (f === 1) key = m.string();
        else value = m.bytes();
        return true;
      });
      movie.images[key] = value;
    } else if (field === 4) {
      const sprite: ProtoMovie['sprites'][number] = { imageKey: '', frames: [] };
      readMessage(r.bytes(), (m, f, w) => {
        if (w !== BYTES || (f !== 1 && f !== 2)) return false;
        if (f === 1) sprite.imageKey = m.string();
        else sprite.frames.push(readFrame(m.bytes()));
        return true;
      });
      movie.sprites.push(sprite);
    } else return false;
    return true;
  });
  return movie;
}
