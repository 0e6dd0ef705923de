import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRaster } from '../src/media/png.ts';
import { paint, polygon, type Inside } from '../src/media/raster.ts';

/** The plain even-odd rule, edge by edge for every point: what `polygon` must agree with. */
function evenOdd(points: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const coord = fc.integer({ min: 0, max: 64 });
const shape = fc.array(fc.tuple(coord, coord), { minLength: 3, maxLength: 14 });

// Drawn art (team logos, game thumbnails); how its speed was reached: docs/perf-log.md.
describe('polygon figures', () => {
  it('agree with the even-odd rule at every point, in any order of rows', () => {
    fc.assert(
      fc.property(
        shape,
        fc.array(
          fc.tuple(
            fc.double({ min: -2, max: 66, noNaN: true }),
            fc.double({ min: -2, max: 66, noNaN: true }),
          ),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        (points, probes) => {
          const inside = polygon(points);
          // Twice, rows in any order: the row a figure keeps must be worked out again when y changes.
          for (let pass = 0; pass < 2; pass++)
            for (const [x, y] of probes) expect(inside(x, y)).toBe(evenOdd(points, x, y));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('paint the same pixels as the per-point rule', () => {
    fc.assert(
      fc.property(shape, (points) => {
        const fast = createRaster(16, 16, 4);
        const plain = createRaster(16, 16, 4);
        const rule: Inside = (x, y) => evenOdd(points, x, y);
        paint(fast, polygon(points), [200, 40, 10], 0.8, 64);
        paint(plain, rule, [200, 40, 10], 0.8, 64);
        expect(Buffer.from(fast.pixels).equals(Buffer.from(plain.pixels))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('cover a square by area, edges anti-aliased', () => {
    const image = createRaster(8, 8, 4);
    // A square from 2 to 6 in an 8-unit design space drawn at 8 px: 16 pixels fully covered.
    paint(
      image,
      polygon([
        [2, 2],
        [6, 2],
        [6, 6],
        [2, 6],
      ]),
      [255, 255, 255],
      1,
      8,
    );
    const alphas = Array.from({ length: 64 }, (_, i) => image.pixels[i * 4 + 3]);
    expect(alphas.filter((a) => a === 255)).toHaveLength(16);
    expect(alphas.filter((a) => a === 0)).toHaveLength(48);
  });
});
