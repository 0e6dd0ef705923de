import { createRaster, encodePng } from '../../media/png.ts';
import { paint, type Rgb } from '../../media/raster.ts';
import type { PlacedWord } from './challenge-repository.ts';
import { CLICK_GLYPH_GRID, CLICK_GLYPH_STROKES } from './click-word-glyphs.ts';
import { PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzle-art.ts';
import { WHITE, backdropRows, decorations, fillRows, hex, segmentsBox, strokes } from './raster-art.ts';
import { seededRandom } from './seeded-random.ts';

const INK = ['#b3261e', '#1d3557', '#6a1b9a', '#0b6e4f', '#8a4b08', '#283593'].map(hex);

type Segment = [number, number, number, number];

/**
 * The click-word picture (310 × 155 PNG): scenery, then every placed character as strokes of
 * {@link CLICK_GLYPH_STROKES}, each at its own size, angle and colour, with a light outline so it
 * reads on any backdrop. Only pixels: which character sits where is known to the server alone
 * (an SVG `<text>` would name it in the markup).
 */
export function clickWordPng(words: readonly PlacedWord[], seed: number): Buffer {
  const rnd = seededRandom(seed);
  const image = createRaster(PUZZLE_WIDTH, PUZZLE_HEIGHT, 3);
  fillRows(image, backdropRows(rnd));
  decorations(image, rnd, 10);
  // Drawn in a seeded order, so which one lies on top says nothing about which is asked first.
  const order = words.map((w) => ({ w, key: rnd.next() })).sort((a, b) => a.key - b.key);
  for (const { w } of order) {
    const glyph = CLICK_GLYPH_STROKES[w.word];
    if (!glyph) throw new Error(`no click-word glyph for ${w.word}`);
    const size = rnd.between(28, 34);
    const scale = size / CLICK_GLYPH_GRID;
    const a = (rnd.between(-30, 30) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(a), Math.sin(a)];
    const place = ([x, y]: readonly [number, number]): [number, number] => {
      const px = (x + rnd.between(-0.25, 0.25) - CLICK_GLYPH_GRID / 2) * scale;
      const py = (y + rnd.between(-0.25, 0.25) - CLICK_GLYPH_GRID / 2) * scale;
      return [w.x + px * cos - py * sin, w.y + px * sin + py * cos];
    };
    const segments: Segment[] = [];
    for (const stroke of glyph) {
      const points = stroke.map(place);
      for (let k = 1; k < points.length; k++) segments.push([...points[k - 1]!, ...points[k]!]);
    }
    const width = rnd.between(3, 3.8);
    const box = segmentsBox(segments, width + 2);
    const ink: Rgb = rnd.pick(INK);
    paint(image, strokes(segments, width / 2 + 1.2), WHITE, 0.9, image.width, box);
    paint(image, strokes(segments, width / 2), ink, 1, image.width, box);
  }
  return encodePng(image);
}
