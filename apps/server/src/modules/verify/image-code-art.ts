import { r1, seededRandom } from './seeded-random.ts';

/**
 * A stroke font on a 4 × 6 grid: points `x,y`, strokes separated by `|`. The code is drawn as jittered
 * paths, never as SVG `<text>`, so the answer is not sitting in the picture's source. Look-alikes
 * (0/O, 1/I, 5/S, 2/Z, 8/B) are left out.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  '3': '0,0.5 1,0 3,0 4,1 4,2 2.5,3 4,4 4,5 3,6 1,6 0,5.5',
  '4': '3,6 3,0 0,4 4,4',
  '6': '4,0.5 3,0 1,0 0,1.5 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,4',
  '7': '0,0 4,0 1.5,6',
  '9': '4,2 3,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 0.5,6',
  A: '0,6 2,0 4,6|0.8,3.8 3.2,3.8',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  K: '0,0 0,6|4,0 0,4|1.3,2.8 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
};

type Stroke = (readonly [number, number])[];

const strokesOf = (glyph: string): Stroke[] =>
  glyph.split('|').map((stroke) =>
    stroke.split(' ').map((point) => {
      const [x = 0, y = 0] = point.split(',').map(Number);
      return [x, y] as const;
    }),
  );

/** The characters an image code is made of. */
export const IMAGE_CODE_ALPHABET = Object.keys(GLYPHS).join('');
/** Characters per image code (brief: "4 characters"). */
export const IMAGE_CODE_LENGTH = 4;

const WIDTH = 120;
const HEIGHT = 40;
const INK = ['#1f3a93', '#7a1f5c', '#0f5e3c', '#8a4b08', '#2d2d6e', '#6b1d1d'];
const NOISE = ['#c7b9a3', '#a9c0cf', '#d0b3c4', '#b8cfa9'];

/** The image-code picture (120 × 40 SVG) for `code`, decorated from `seed`. */
export function renderImageCode(code: string, seed: number): string {
  const rnd = seededRandom(seed);
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f6f2e9"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${rnd.int(0, WIDTH)}" y1="${rnd.int(0, HEIGHT)}" x2="${rnd.int(0, WIDTH)}" y2="${rnd.int(0, HEIGHT)}" stroke="${rnd.pick(NOISE)}" stroke-width="1"/>`,
    );
  }
  for (let i = 0; i < 24; i++) {
    parts.push(
      `<circle cx="${rnd.int(0, WIDTH)}" cy="${rnd.int(0, HEIGHT)}" r="${r1(rnd.between(0.6, 1.6))}" fill="${rnd.pick(NOISE)}"/>`,
    );
  }
  [...code].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) throw new Error(`no glyph for ${ch}`);
    const strokes = strokesOf(glyph);
    const scale = rnd.between(3.9, 4.5);
    const left = 10 + i * 26 + rnd.between(-2, 2);
    const top = rnd.between(3, HEIGHT - 3 - 6 * scale);
    const angle = rnd.between(-18, 18);
    const cx = left + 2 * scale;
    const cy = top + 3 * scale;
    const d = strokes
      .map(
        (stroke) =>
          'M' +
          stroke
            .map(
              ([x, y]) =>
                `${r1(left + (x + rnd.between(-0.15, 0.15)) * scale)},${r1(top + (y + rnd.between(-0.15, 0.15)) * scale)}`,
            )
            .join('L'),
      )
      .join('');
    parts.push(
      `<path d="${d}" transform="rotate(${r1(angle)} ${r1(cx)} ${r1(cy)})" stroke="${rnd.pick(INK)}" stroke-width="${r1(rnd.between(2.2, 2.9))}"/>`,
    );
  });
  // Two curves across the characters: cheap against naive segmentation, easy on people.
  for (let i = 0; i < 2; i++) {
    parts.push(
      `<path d="M0,${rnd.int(8, 32)} Q${rnd.int(30, 90)},${rnd.int(-10, 50)} ${WIDTH},${rnd.int(8, 32)}" stroke="${rnd.pick(INK)}" stroke-width="1.2" opacity="0.7"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g></svg>`
  );
}
