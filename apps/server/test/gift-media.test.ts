import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Gift media (gift animations play from svgaUrl; spec §3 Gift url / svgaUrl): the served
 * .svga files are real SVGA 2.x movies. Decoded here with a reader of our own, independent of the writer.
 */

type Field = { field: number; wire: number; value: number | Buffer };

function readVarint(buf: Buffer, at: number): [number, number] {
  let n = 0;
  let shift = 0;
  for (;;) {
    const b = buf[at++]!;
    n += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [n, at];
  }
}

/** The fields of one protobuf message, in order. */
function fields(buf: Buffer): Field[] {
  const out: Field[] = [];
  let at = 0;
  while (at < buf.length) {
    const [key, next] = readVarint(buf, at);
    at = next;
    const field = key >>> 3;
    const wire = key & 7;
    if (wire === 0) {
      const [v, n2] = readVarint(buf, at);
      out.push({ field, wire, value: v });
      at = n2;
    } else if (wire === 2) {
      const [len, n2] = readVarint(buf, at);
      out.push({ field, wire, value: buf.subarray(n2, n2 + len) });
      at = n2 + len;
    } else if (wire === 5) {
      out.push({ field, wire, value: buf.readFloatLE(at) });
      at += 4;
    } else throw new Error(`unexpected wire type ${wire}`);
  }
  return out;
}

const one = (list: Field[], field: number) => list.find((f) => f.field === field)?.value;
const all = (list: Field[], field: number) =>
  list.filter((f) => f.field === field).map((f) => f.value as Buffer);

function decodeSvga(file: Buffer) {
  expect(file.subarray(0, 4).toString('latin1')).not.toBe('PK\x03\x04'); // 2.x, not the 1.x zip
  const movie = fields(inflateSync(file));
  const params = fields(one(movie, 2) as Buffer);
  const images = new Map(
    all(movie, 3).map((entry) => {
      const e = fields(entry);
      return [(one(e, 1) as Buffer).toString('utf8'), one(e, 2) as Buffer] as const;
    }),
  );
  const sprites = all(movie, 4).map((s) => {
    const f = fields(s);
    return {
      imageKey: (one(f, 1) as Buffer).toString('utf8'),
      frames: all(f, 2).map((fr) => {
        const ff = fields(fr);
        const layout = one(ff, 2) as Buffer | undefined;
        return { alpha: (one(ff, 1) as number | undefined) ?? 0, layout: layout ? fields(layout) : [] };
      }),
    };
  });
  return {
    version: (one(movie, 1) as Buffer).toString('utf8'),
    width: one(params, 1) as number,
    height: one(params, 2) as number,
    fps: one(params, 3) as number,
    frames: one(params, 4) as number,
    images,
    sprites,
  };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CODES = ['rose', 'heart', 'cheer', 'trophy', 'rocket', 'crown'];

describe('gift media (spec §3 Gift: url, svgaUrl)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(CODES)(
    'serves %s.svga as an SVGA 2.x movie whose frames and images match its header',
    async (code) => {
      const res = await t.app.inject({ method: 'GET', url: `/media/gift/${code}.svga` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBeLessThan(8 * 1024); // a few KB
      const movie = decodeSvga(res.rawPayload);
      expect(movie.version).toBe('2.0');
      expect(movie).toMatchObject({ width: 300, height: 300, fps: 20 });
      expect(movie.frames).toBe(code === 'rocket' || code === 'crown' ? 60 : 40);
      expect([...movie.images.keys()].sort()).toEqual(['gift', 'sparkle']);
      for (const png of movie.images.values()) expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(movie.sprites.length).toBeGreaterThan(2);
      for (const sprite of movie.sprites) {
        expect(movie.images.has(sprite.imageKey)).toBe(true);
        expect(sprite.frames).toHaveLength(movie.frames);
      }
      // The gift sprite is visible in the middle of the movie and has a layout there.
      const gift = movie.sprites.find((s) => s.imageKey === 'gift')!;
      const middle = gift.frames[Math.floor(movie.frames / 2)]!;
      expect(middle.alpha).toBeGreaterThan(0.5);
      expect(middle.layout.length).toBeGreaterThan(0);
    },
  );

  it('serves the icon as SVG with immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/gift/crown.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).not.toMatch(/<script/i);
  });

  it.each(['unicorn.svga', 'rose.png', 'rose', 'ROSE.svg', '..%2Frose.svg', 'rose.svga.svg'])(
    'answers 404 for %s',
    async (file) => {
      const res = await t.app.inject({ method: 'GET', url: `/media/gift/${file}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );
});
