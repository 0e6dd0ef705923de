import { describe, expect, it } from 'vitest';
import { clickWordMatches, imageCodeMatches, sliderMatches } from './answer-check.ts';
import { decodePng } from '../../../test/png-decode.ts';
import { imageCodePng, puzzleBackgroundPng, puzzlePiecePng } from './raster-art.ts';

const words = [
  { word: '天', x: 40, y: 40 },
  { word: '地', x: 120, y: 80 },
  { word: '日', x: 200, y: 40 },
  { word: '月', x: 270, y: 110 },
];

describe('answer checks', () => {
  it('accepts the slider within 5 px of the gap and no further', () => {
    expect(sliderMatches(100, '{"x":105,"y":0}')).toBe(true);
    expect(sliderMatches(100, '{"x":95,"y":0}')).toBe(true);
    expect(sliderMatches(100, '{"x":105.5,"y":0}')).toBe(false);
  });

  it('treats malformed point JSON as a wrong answer', () => {
    expect(sliderMatches(100, 'not json')).toBe(false);
    expect(sliderMatches(100, '{"x":"100"}')).toBe(false);
    expect(clickWordMatches(words, '[{"x":40,"y":40}]')).toBe(false);
  });

  it('wants the three asked characters in order, each within the radius', () => {
    const at = (pts: [number, number][]) => JSON.stringify(pts.map(([x, y]) => ({ x, y })));
    expect(
      clickWordMatches(
        words,
        at([
          [50, 50],
          [120, 80],
          [200, 40],
        ]),
      ),
    ).toBe(true);
    expect(
      clickWordMatches(
        words,
        at([
          [120, 80],
          [40, 40],
          [200, 40],
        ]),
      ),
    ).toBe(false);
    expect(
      clickWordMatches(
        words,
        at([
          [40, 40],
          [120, 80],
          [270, 110],
        ]),
      ),
    ).toBe(false);
    expect(
      clickWordMatches(
        words,
        at([
          [40, 63],
          [120, 80],
          [200, 40],
        ]),
      ),
    ).toBe(false);
  });

  it('compares the image code without case or surrounding spaces', () => {
    expect(imageCodeMatches('AK7E', ' ak7e ')).toBe(true);
    expect(imageCodeMatches('AK7E', 'AK7F')).toBe(false);
  });
});

// Pixels only (no source to read the answer from): the code, the gap and the piece are drawn as rasters.
type Picture = ReturnType<typeof decodePng>;
const luma = (img: Picture, x: number, y: number) => {
  const o = (y * img.width + x) * img.channels;
  return 0.3 * img.pixels[o]! + 0.59 * img.pixels[o + 1]! + 0.11 * img.pixels[o + 2]!;
};
const meanLuma = (img: Picture, x0: number, y0: number, x1: number, y1: number) => {
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += luma(img, x, y);
  return sum / ((x1 - x0) * (y1 - y0));
};

describe('captcha pictures', () => {
  it('draw the image code into pixels, identical for the same seed', () => {
    const png = imageCodePng('AK7E', 42);
    const img = decodePng(png);
    expect([img.width, img.height]).toEqual([120, 40]);
    expect(png.includes(Buffer.from('AK7E'))).toBe(false);
    expect(imageCodePng('AK7E', 42).equals(png)).toBe(true);
    expect(imageCodePng('AK7E', 43).equals(png)).toBe(false);
    // Ink: each character's column holds dark pixels (the paper is #f6f2e9, luma ≈ 242).
    for (let i = 0; i < 4; i++) {
      let dark = 0;
      for (let y = 0; y < 40; y++)
        for (let x = 6 + i * 26; x < 30 + i * 26; x++) if (luma(img, x, y) < 150) dark++;
      expect(dark).toBeGreaterThan(25);
    }
  });

  it('darken the slider gap where it is, and nowhere else', () => {
    const at200 = decodePng(puzzleBackgroundPng(200, 60, 7));
    const at60 = decodePng(puzzleBackgroundPng(60, 60, 7));
    expect([at200.width, at200.height]).toEqual([310, 155]);
    // Inside the gap's square (x + 5…35, y + 15…45) the picture is ≈ 45 % darker than without the gap.
    expect(meanLuma(at200, 205, 75, 235, 105)).toBeLessThan(0.7 * meanLuma(at60, 205, 75, 235, 105));
    expect(meanLuma(at60, 65, 75, 95, 105)).toBeLessThan(0.7 * meanLuma(at200, 65, 75, 95, 105));
    // Far from both gaps the two pictures are the same pixels.
    expect(meanLuma(at200, 120, 0, 180, 155)).toBe(meanLuma(at60, 120, 0, 180, 155));
  });

  it('paint the slider piece from its height only: opaque inside, transparent around', () => {
    const png = puzzlePiecePng(60, 7);
    expect(puzzlePiecePng(60, 7).equals(png)).toBe(true);
    const piece = decodePng(png);
    expect([piece.width, piece.height, piece.channels]).toEqual([50, 155, 4]);
    const alpha = (x: number, y: number) => piece.pixels[(y * piece.width + x) * 4 + 3]!;
    expect(alpha(20, 90)).toBe(255); // the square's middle
    expect(alpha(20, 10)).toBe(0); // above the top knob
    expect(alpha(2, 140)).toBe(0); // below the piece
    expect(alpha(46, 62)).toBe(0); // beside the right knob, above it
  });
});
