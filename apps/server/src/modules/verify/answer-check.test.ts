import { describe, expect, it } from 'vitest';
import { clickWordMatches, imageCodeMatches, sliderMatches } from './answer-check.ts';
import { renderImageCode } from './image-code-art.ts';
import { renderPuzzlePiece } from './puzzle-art.ts';

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

describe('captcha pictures', () => {
  it('draw the image code as paths, identical for the same seed', () => {
    const svg = renderImageCode('AK7E', 42);
    expect(svg).not.toMatch(/<text|AK7E/);
    expect(renderImageCode('AK7E', 42)).toBe(svg);
    expect(renderImageCode('AK7E', 43)).not.toBe(svg);
  });

  it('paint the slider piece from its height only, so it cannot give the gap away', () => {
    expect(renderPuzzlePiece(30, 7)).toBe(renderPuzzlePiece(30, 7));
    expect(renderPuzzlePiece(30, 7).length).toBeLessThan(2000);
  });
});
