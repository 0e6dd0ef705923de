/**
 * A stroke font of the click-word characters on a 10 × 10 grid (points `x,y`, strokes separated by
 * `|`), drawn as jittered strokes into the picture's pixels (click-word-art.ts). The server ships no
 * CJK face, and text in the picture's markup would hand a bot the answer; strokes in pixels do not.
 * Characters are common, made of straight strokes, and none is a near twin of another (十/千, 人/入,
 * 左/右, 天/大 are not both here).
 */
const GLYPHS: Readonly<Record<string, string>> = {
  日: '2,1 8,1 8,9.5 2,9.5 2,1|2,5.2 8,5.2',
  月: '3,1 3,7 1.5,10|3,1 8,1 8,9.5 6.8,9.8|3,4 8,4|3,6.7 8,6.7',
  山: '5,0.8 5,9|1.5,3.5 1.5,9 8.5,9 8.5,3.5',
  口: '2,2 2,9|2,2 8,2 8,9|2,9 8,9',
  田: '1.8,1.5 8.2,1.5 8.2,9.2 1.8,9.2 1.8,1.5|1.8,5.3 8.2,5.3|5,1.5 5,9.2',
  中: '1.8,3 8.2,3 8.2,7 1.8,7 1.8,3|5,0.5 5,10',
  土: '2,4 8,4|5,1 5,9|1,9 9,9',
  王: '1.5,1.5 8.5,1.5|2,5.2 8,5.2|1,9 9,9|5,1.5 5,9',
  人: '5,0.8 4.6,5 1,10|4.8,4 9.2,10',
  八: '4,2 3.5,6 1,9.5|6,2 7,6 9.5,9.5',
  小: '5,0.5 5,9.5 4,9|2.5,3.5 1,7.5|7.5,3.5 9,7.5',
  木: '1,3.5 9,3.5|5,0.5 5,10|5,3.5 1,8.5|5,3.5 9,8.5',
  水: '5,0.5 5,9.5 4,9|1,3.5 4,3.5 1,8|8.2,2 5.6,5|5.4,4.4 9.5,9.5',
  火: '5,0.5 5,5 1,10|5,5.2 9.5,10|2,2.5 3,5|8,2 7,4.5',
  门: '2,0.8 3,2.3|2.5,3 2.5,10|5,1.5 8.5,1.5 8.5,9.5 7.5,9',
  上: '4.5,0.5 4.5,9|4.5,4.5 8.5,4.5|1,9 9,9',
  下: '1,1.5 9,1.5|4.5,1.5 4.5,10|5,4 7.5,6',
  千: '7.5,0.5 2.5,2|1,5 9,5|5,1.7 5,10',
  心: '1,6 2,8.5|3,3.5 3,8.5 4,9.5 8,9.5 8.5,7.5|5,2 6,4|8,3.5 9.5,6',
  手: '7.5,0.8 2,2|1.5,4 8.5,4|1,6.5 9,6.5|5,1.8 5,9.5 4,9',
  云: '2.5,1.5 7.5,1.5|1,4.5 9,4.5|4,4.5 1.5,9 8.5,8.5|7,6.5 9,9.5',
  牛: '3,0.5 1.5,4|2.5,2.5 8.5,2.5|1,6 9,6|5,0.5 5,10',
  羊: '3,0.5 4,2|7,0.5 6,2|2,2.5 8,2.5|2.5,5 7.5,5|1,7.5 9,7.5|5,2.5 5,10',
  东: '1,2.5 9,2.5|4.5,0.5 2,6 8,6|5,4 5,9.5 4,9|3,7.5 1.5,9.5|7,7.5 8.5,9.5',
  西: '1,1.5 9,1.5|2,4 8,4 8,9.5|2,4 2,9.5 8,9.5|4,1.5 4,6.5|6,1.5 6,6.5',
  北: '3.5,0.5 3.5,9.5|1,4.5 3.5,4.5|1,9 3.5,8|6.5,0.5 6.5,8.5 7,9.5 9.5,9.5|6.5,4.5 9,3',
  左: '1,3 9,3|5,0.5 1,10|4.5,5.5 8.5,5.5|6.5,5.5 6.5,9.5|3.5,9.5 9.5,9.5',
  雨: '1,1 9,1|5,1 5,4|1.5,4 1.5,10|1.5,4 8.5,4 8.5,9.5 7.5,9|3,5.5 4,6.5|3,7.5 4,8.5|6,5.5 7,6.5|6,7.5 7,8.5',
  子: '2,1.5 8,1.5 5,4|5,4 5,9.5 4,9|1,5.5 9,5.5',
  女: '4,0.5 2.5,5 7.5,9.5|7.5,3 6,7 1.5,9.5|1,4.5 9,4.5',
  文: '5,0.5 5.5,2|1,3 9,3|7.5,3 1.5,10|2.5,3 9.5,10',
};

type Stroke = (readonly [number, number])[];

const strokesOf = (glyph: string): Stroke[] =>
  glyph.split('|').map((stroke) =>
    stroke.split(' ').map((point) => {
      const [x = 0, y = 0] = point.split(',').map(Number);
      return [x, y] as const;
    }),
  );

/** Side of the glyph grid (points run from 0 to this). */
export const CLICK_GLYPH_GRID = 10;

/** The characters a click-word picture can ask for. */
export const CLICK_WORD_POOL: readonly string[] = Object.keys(GLYPHS);

/** Every click-word character as strokes of grid points. */
export const CLICK_GLYPH_STROKES: Readonly<Record<string, readonly Stroke[]>> = Object.fromEntries(
  Object.entries(GLYPHS).map(([ch, glyph]) => [ch, strokesOf(glyph)]),
);
