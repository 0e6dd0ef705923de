import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeSvga, type Video } from './svga-decode.ts';
import { ProtoReader } from './svga-proto.ts';

// spec §3 (Gift: svgaUrl): a gift's animation is an SVGA 2.x movie; we decode it without eval.

/** A protobuf field for the test encoder: varint, fixed32 float, or length-delimited. */
type Field = [number, 'v', number] | [number, 'f', number] | [number, 'b', Uint8Array | string | Field[]];

function varint(n: number): number[] {
  let v = BigInt.asUintN(64, BigInt(n)); // a negative int32 takes ten bytes, as protobuf sends it
  const out: number[] = [];
  while (v > 0x7fn) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return out;
}

function encode(fields: Field[]): Uint8Array {
  const out: number[] = [];
  for (const [field, kind, value] of fields) {
    if (kind === 'v') out.push(...varint(field << 3), ...varint(value));
    else if (kind === 'f') {
      const b = new Uint8Array(4);
      new DataView(b.buffer).setFloat32(0, value, true);
      out.push(...varint((field << 3) | 5), ...b);
    } else {
      const bytes =
        typeof value === 'string'
          ? new TextEncoder().encode(value)
          : value instanceof Uint8Array
            ? value
            : encode(value);
      out.push(...varint((field << 3) | 2), ...varint(bytes.length), ...bytes);
    }
  }
  return new Uint8Array(out);
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new ReadableStream<BufferSource>({
    start(c) {
      c.enqueue(bytes as Uint8Array<ArrayBuffer>);
      c.close();
    },
  }).pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Decodes with images replaced by a marker holding their size (no ImageBitmap outside a browser). */
const decode = (file: Uint8Array) =>
  decodeSvga(file, (b) => Promise.resolve(`png:${b.length}:${String.fromCharCode(b[1]!, b[2]!)}`));

interface WriterModule {
  giftMovie(code: string): {
    viewBoxWidth: number;
    fps: number;
    frames: number;
    images: Record<string, Uint8Array>;
    sprites: { imageKey: string; frames: { alpha: number; layout: object; transform: object }[] }[];
  };
  encodeSvga(movie: unknown): Uint8Array;
}
// The server's own writer; a computed path keeps the web project's type check out of server code.
const WRITER = '../../../../../server/src/modules/gift/svga-writer.ts';

describe('SVGA decoder', () => {
  it('reads a gift movie written by the server: size, fps, frames, images and every frame', async () => {
    const writer = (await import(/* @vite-ignore */ WRITER)) as WriterModule;
    const movie = writer.giftMovie('heart');
    const video = await decode(new Uint8Array(writer.encodeSvga(movie)));

    expect(video).toMatchObject({ version: '2.0', size: { width: 300, height: 300 }, fps: 20, frames: 40 });
    expect(video.images).toEqual({
      gift: `png:${movie.images.gift!.length}:PN`,
      sparkle: `png:${movie.images.sparkle!.length}:PN`,
    });
    expect(video.sprites.map((s) => s.imageKey)).toEqual([...Array<string>(6).fill('sparkle'), 'gift']);
    video.sprites.forEach((sprite, i) => {
      const written = movie.sprites[i]!.frames;
      expect(sprite.frames).toHaveLength(40);
      sprite.frames.forEach((f, k) => {
        const w = written[k]!;
        expect(f.alpha).toBeCloseTo(w.alpha, 5);
        expect(f.shapes).toEqual([]);
        expect(f.maskPath).toBeNull();
        if (w.alpha === 0) {
          // Written empty: the parser's defaults (no layout, identity transform).
          expect(f.layout).toEqual({ x: 0, y: 0, width: 0, height: 0 });
          expect(f.transform).toEqual({ a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 });
          return;
        }
        for (const [key, value] of Object.entries({ ...w.layout, ...w.transform }))
          expect({ ...f.layout, ...f.transform }[key as 'x']).toBeCloseTo(value as number, 4);
        expect(f.nx).toBeCloseTo(f.transform!.tx + Math.min(0, f.layout.width * f.transform!.a), 4);
      });
    });
  });

  it('reads vector shapes: types, styles as rgba strings, dash arrays, kept shapes and clip paths', async () => {
    const rect: Field[] = [
      [1, 'v', 1],
      [
        3,
        'b',
        [
          [1, 'f', 2],
          [2, 'f', 3],
          [3, 'f', 40],
          [4, 'f', 20],
          [5, 'f', 4],
        ],
      ],
      [
        10,
        'b',
        [
          [
            1,
            'b',
            [
              [1, 'f', 1],
              [2, 'f', 0.5],
              [4, 'f', 0.5],
            ],
          ],
          [3, 'f', 2],
          [4, 'v', 1],
          [5, 'v', 2],
          [8, 'f', 4],
        ],
      ],
      [
        11,
        'b',
        [
          [1, 'f', 2],
          [4, 'f', 2],
          [5, 'f', 10],
        ],
      ],
    ];
    const ellipse: Field[] = [
      [1, 'v', 2],
      [
        4,
        'b',
        [
          [1, 'f', 5],
          [2, 'f', 6],
          [3, 'f', 7],
          [4, 'f', 8],
        ],
      ],
      [
        10,
        'b',
        [
          [
            2,
            'b',
            [
              [3, 'f', 1],
              [4, 'f', 1],
            ],
          ],
          [9, 'f', 6],
          [99, 'v', 7],
        ],
      ], // 99: unknown, skipped
    ];
    const path: Field[] = [
      [2, 'b', [[1, 'b', 'M0 0L10 10']]],
      [10, 'b', [[7, 'f', 3]]],
    ];
    const unstyled: Field[] = [
      [1, 'v', 0],
      [2, 'b', [[1, 'b', 'M1 1']]],
    ];
    const movie = encode([
      [1, 'b', '2.0.0'],
      [
        2,
        'b',
        [
          [1, 'f', 120],
          [2, 'f', 80],
          [3, 'v', 30],
          [4, 'v', 3],
        ],
      ],
      [
        4,
        'b',
        [
          [
            2,
            'b',
            [
              [1, 'f', 1],
              [5, 'b', rect],
              [5, 'b', ellipse],
              [5, 'b', path],
              [5, 'b', unstyled],
            ],
          ],
          [
            2,
            'b',
            [
              [1, 'f', 0.25],
              [5, 'b', [[1, 'v', 3]]],
            ],
          ],
          [
            2,
            'b',
            [
              [1, 'f', 1],
              [4, 'b', 'M0 0h5v5z'],
            ],
          ],
        ],
      ],
    ]);
    const video: Video = await decode(await deflate(movie));

    expect(video).toMatchObject({ version: '2.0.0', size: { width: 120, height: 80 }, fps: 30, frames: 3 });
    const [first, kept, clipped] = video.sprites[0]!.frames;
    expect(first!.shapes).toEqual([
      {
        type: 'rect',
        path: { x: 2, y: 3, width: 40, height: 20, cornerRadius: 4 },
        styles: {
          ...{ fill: 'rgba(255, 127, 0, 0.5)', stroke: null, strokeWidth: 2, lineCap: 'round' },
          ...{ lineJoin: 'bevel', miterLimit: 0, lineDash: [0, 4] },
        },
        transform: { a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0 },
      },
      {
        type: 'ellipse',
        path: { x: 5, y: 6, radiusX: 7, radiusY: 8 },
        styles: {
          ...{ fill: null, stroke: 'rgba(0, 0, 255, 1)', strokeWidth: 0, lineCap: 'butt' },
          ...{ lineJoin: 'miter', miterLimit: 0, lineDash: [0, 0, 6] },
        },
        transform: { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 },
      },
      {
        type: 'shape',
        path: { d: 'M0 0L10 10' },
        styles: {
          ...{ fill: null, stroke: null, strokeWidth: 0, lineCap: 'butt' },
          ...{ lineJoin: 'miter', miterLimit: 0, lineDash: [3] },
        },
        transform: { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 },
      },
    ]); // the shape without styles is dropped, as the package's parser does
    expect(kept!.alpha).toBe(0.25);
    expect(kept!.shapes).toBe(first!.shapes);
    expect(clipped!.shapes).toEqual([]);
    expect(clipped!.maskPath).toMatchObject({ d: 'M0 0h5v5z', styles: { fill: 'rgba(0, 0, 0, 0)' } });
  });

  it('refuses SVGA 1.x (zip) files and truncated data', async () => {
    await expect(decode(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).rejects.toThrow('version 2');
    const cut = encode([[1, 'b', 'a long version string']]).subarray(0, 6);
    await expect(decode(await deflate(cut))).rejects.toThrow('truncated');
  });
});

describe('ProtoReader', () => {
  it('reads back any int32 varint and any float32, in any order', () => {
    const item = fc.oneof(
      fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }).map((n) => ['v', n] as const),
      fc.float({ noNaN: true }).map((n) => ['f', Math.fround(n)] as const),
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const r = new ProtoReader(encode(items.map(([kind, n], i) => [i + 1, kind, n] as Field)));
        for (const [i, [kind, n]] of items.entries()) {
          expect(r.tag()).toEqual({ field: i + 1, wire: kind === 'v' ? 0 : 5 });
          expect(kind === 'v' ? r.int32() : r.float()).toBe(n);
        }
        expect(r.done).toBe(true);
      }),
    );
  });
});
