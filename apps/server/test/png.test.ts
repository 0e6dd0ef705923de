import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRaster, encodePng } from '../src/media/png.ts';
import { createThumbnailCache, drawThumbnail } from '../src/modules/games/game-thumbnail.ts';
import { decodePng } from './png-decode.ts';

describe('PNG encoder (thumbnails)', () => {
  it('round-trips any RGB or RGBA raster through a strict decoder', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.constantFrom(3 as const, 4 as const),
        fc.integer(),
        (width, height, channels, seed) => {
          const image = createRaster(width, height, channels);
          let s = seed >>> 0;
          for (let i = 0; i < image.pixels.length; i++) {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            // Half noise, half smooth ramps, so every filter type gets chosen somewhere.
            image.pixels[i] = i % 7 < 3 ? s >>> 24 : (i * 3) & 0xff;
          }
          const decoded = decodePng(encodePng(image));
          expect(decoded).toMatchObject({ width, height, channels });
          expect(Buffer.from(decoded.pixels).equals(Buffer.from(image.pixels))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('game thumbnails', () => {
  it('draws a 120 px gradient with a light mark in the middle, the same for the same codes', () => {
    const png = drawThumbnail('by', 'ybegdz');
    expect(png.equals(drawThumbnail('by', 'ybegdz'))).toBe(true);
    expect(png.equals(drawThumbnail('by', 'ybegdy'))).toBe(false);
    expect(png.length).toBeLessThan(6_000);
    const { width, height, pixels } = decodePng(png);
    expect([width, height]).toEqual([120, 120]);
    const at = (x: number, y: number) => [...pixels.subarray((y * 120 + x) * 3, (y * 120 + x) * 3 + 3)];
    // The mark (every shape covers the point 60,52) is near white; the bottom-right corner is dark.
    expect(Math.min(...at(60, 52))).toBeGreaterThan(200);
    expect(Math.max(...at(119, 119))).toBeLessThan(140);
  });

  it('caches drawn thumbnails and stays within its limit', () => {
    const cache = createThumbnailCache(3);
    const first = cache.get('by', 'a1');
    expect(cache.get('by', 'a1')).toBe(first);
    for (const code of ['a2', 'a3', 'a4', 'a5']) cache.get('by', code);
    expect(cache.size).toBe(3);
  });
});
