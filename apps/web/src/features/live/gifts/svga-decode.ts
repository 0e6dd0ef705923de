import type { Player } from 'svga';
import { readMovieEntity, type ProtoMovie, type ProtoRgba, type ProtoShape } from './svga-proto.ts';

/*
 * Our SVGA 2.x loader, eval-free (docs/gift-screens.md "Player"): fetch, inflate with the browser's
 * DecompressionStream, read the protobuf with svga-proto.ts and build the `Video` that the `svga`
 * package's `Player.mount` takes. The package's own `Parser` cannot run under the app's
 * Content-Security-Policy (protobufjs compiles decoders with `Function(...)`). The Movie → Video step
 * mirrors the package's parser, with one deliberate difference: colour alpha stays fractional (the
 * package truncates it to 0 or 1).
 */

// The package's index exports no types: take them from what `Player.mount` accepts.
export type Video = Parameters<Player['mount']>[0];
type RawImages = Video['images'];
type VideoFrame = Video['sprites'][number]['frames'][number];
type VideoFrameShape = VideoFrame['shapes'][number];
type VideoStyles = VideoFrameShape['styles'];
type Transform = VideoFrameShape['transform'];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // SVGA 1.x is a zip archive

/** zlib inflate (RFC 1950) through the platform's DecompressionStream. */
export async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const input = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes as Uint8Array<ArrayBuffer>);
      controller.close();
    },
  });
  const reader = input.pipeThrough(new DecompressionStream('deflate')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const IDENTITY: Transform = { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 };

const rgba = (c: ProtoRgba | null) =>
  c === null
    ? null
    : (`rgba(${Math.trunc(255 * c.r)}, ${Math.trunc(255 * c.g)}, ${Math.trunc(255 * c.b)}, ${
        Math.round(Math.min(1, Math.max(0, c.a)) * 1000) / 1000
      })` as const);

const LINE_CAPS: readonly CanvasLineCap[] = ['butt', 'round', 'square'];
const LINE_JOINS: readonly CanvasLineJoin[] = ['miter', 'round', 'bevel'];

function styles(s: NonNullable<ProtoShape['styles']>): VideoStyles {
  // The dash pattern as the package builds it: later entries keep their place with zeros before them.
  const lineDash: number[] = [];
  if (s.lineDashI > 0) lineDash.push(s.lineDashI);
  if (s.lineDashII > 0) {
    if (lineDash.length < 1) lineDash.push(0);
    lineDash.push(s.lineDashII);
  }
  if (s.lineDashIII > 0) {
    while (lineDash.length < 2) lineDash.push(0);
    lineDash[2] = s.lineDashIII;
  }
  return {
    lineDash,
    fill: rgba(s.fill),
    stroke: rgba(s.stroke),
    lineCap: LINE_CAPS[s.lineCap] ?? null,
    lineJoin: LINE_JOINS[s.lineJoin] ?? null,
    strokeWidth: s.strokeWidth,
    miterLimit: s.miterLimit,
  };
}

const SHAPE_TYPES = ['shape', 'rect', 'ellipse'] as const;

/** A drawable shape, or null for one the player cannot draw (no styles, or no path of its type). */
function shape(s: ProtoShape): VideoFrameShape | null {
  const type = SHAPE_TYPES[s.type];
  const path = [s.shape, s.rect, s.ellipse][s.type];
  if (s.styles === null || !type || !path) return null;
  const transform = s.transform ?? { ...IDENTITY };
  // The package types the kinds with a const enum whose values are these strings.
  return { type, path, styles: styles(s.styles), transform } as unknown as VideoFrameShape;
}

const SHAPE_KEEP = 3;

/** The `Video` the player mounts, from a decoded movie and its images. */
export function toVideo(movie: ProtoMovie, images: RawImages): Video {
  const { viewBoxWidth, viewBoxHeight, fps, frames } = movie.params;
  const sprites = movie.sprites.map((sprite) => {
    let previous: VideoFrameShape[] | undefined;
    const list = sprite.frames.map((f): VideoFrame => {
      const layout = f.layout ?? { x: 0, y: 0, width: 0, height: 0 };
      const t = f.transform ?? { ...IDENTITY };
      let shapes = f.shapes.map(shape).filter((s): s is VideoFrameShape => s !== null);
      // A first shape of type KEEP repeats the previous frame's shapes.
      if (f.shapes[0]?.type === SHAPE_KEEP && previous !== undefined) shapes = previous;
      else previous = shapes;
      const { x, y, width, height } = layout;
      const xs = [x * t.a + y * t.c, (x + width) * t.a + y * t.c, x * t.a + (y + height) * t.c];
      xs.push((x + width) * t.a + (y + height) * t.c);
      const ys = [x * t.b + y * t.d, (x + width) * t.b + y * t.d, x * t.b + (y + height) * t.d];
      ys.push((x + width) * t.b + (y + height) * t.d);
      return {
        alpha: f.alpha,
        layout,
        transform: t,
        clipPath: f.clipPath,
        shapes,
        nx: Math.min(...xs) + t.tx,
        ny: Math.min(...ys) + t.ty,
        maskPath: f.clipPath
          ? {
              d: f.clipPath,
              transform: undefined,
              styles: {
                ...{ fill: 'rgba(0, 0, 0, 0)', stroke: null, strokeWidth: null, lineCap: null },
                ...{ lineJoin: null, miterLimit: null, lineDash: null },
              },
            }
          : null,
      };
    });
    return { imageKey: sprite.imageKey, frames: list };
  });
  return {
    version: movie.version,
    size: { width: viewBoxWidth, height: viewBoxHeight },
    fps,
    frames,
    images,
    replaceElements: {},
    dynamicElements: {},
    sprites,
  };
}

export type DecodeImage = (bytes: Uint8Array) => Promise<RawImages[string]>;

const bitmap: DecodeImage = (bytes) => createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]));

/** An SVGA 2.x file's bytes as a `Video`; `decodeImage` turns each embedded picture into a bitmap. */
export async function decodeSvga(file: Uint8Array, decodeImage: DecodeImage = bitmap): Promise<Video> {
  if (ZIP_MAGIC.every((b, i) => file[i] === b)) throw new Error('SVGA: only version 2.x is supported');
  const movie = readMovieEntity(await inflate(file));
  const images: RawImages = {};
  for (const [key, bytes] of Object.entries(movie.images)) images[key] = await decodeImage(bytes);
  return toVideo(movie, images);
}

/** Downloads and decodes the movie at `url`. */
export async function loadSvga(url: string, signal?: AbortSignal): Promise<Video> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`SVGA: ${res.status} for ${url}`);
  return decodeSvga(new Uint8Array(await res.arrayBuffer()));
}

/** Frees the bitmaps of a video that is no longer shown. */
export function releaseSvga(video: Video) {
  for (const image of Object.values(video.images)) {
    if (typeof ImageBitmap !== 'undefined' && image instanceof ImageBitmap) image.close();
  }
}
