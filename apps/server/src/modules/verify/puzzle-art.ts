import { r1, seededRandom, type SeededRandom } from './seeded-random.ts';
import type { PlacedWord } from './challenge-repository.ts';

/** Size of the slider and click-word pictures, in picture pixels (the answers use the same units). */
export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
/** Width (and height) of the slider piece, knobs included; its picture is this wide and full height. */
export const PIECE_SIZE = 50;

const SKIES: readonly (readonly [string, string])[] = [
  ['#7fb4e6', '#f3d7a1'],
  ['#8fd3c1', '#3b6f8f'],
  ['#f2b5a0', '#6a5a9e'],
  ['#b9d98c', '#3f7a5a'],
  ['#c7b5ea', '#f0c987'],
];
const DECOR = ['#ffffff', '#1d3557', '#e76f51', '#2a9d8f', '#f4a261', '#264653'];

/** Vertical gradient plus horizontal bands: they depend on y only, so the piece matches any x. */
function backdrop(rnd: SeededRandom, width: number): { defs: string; body: string } {
  const [top, bottom] = rnd.pick(SKIES);
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  let body = `<rect width="${width}" height="${PUZZLE_HEIGHT}" fill="url(#sky)"/>`;
  for (let i = 0; i < 4; i++) {
    body += `<rect y="${rnd.int(0, PUZZLE_HEIGHT - 12)}" width="${width}" height="${rnd.int(3, 12)}" fill="#fff" opacity="${r1(rnd.between(0.08, 0.22))}"/>`;
  }
  return { defs, body };
}

function decorations(rnd: SeededRandom, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const fill = rnd.pick(DECOR);
    const opacity = r1(rnd.between(0.15, 0.4));
    out +=
      rnd.next() < 0.5
        ? `<circle cx="${rnd.int(0, PUZZLE_WIDTH)}" cy="${rnd.int(0, PUZZLE_HEIGHT)}" r="${rnd.int(6, 26)}" fill="${fill}" opacity="${opacity}"/>`
        : `<rect x="${rnd.int(0, PUZZLE_WIDTH)}" y="${rnd.int(0, PUZZLE_HEIGHT)}" width="${rnd.int(10, 50)}" height="${rnd.int(6, 30)}" rx="4" fill="${fill}" opacity="${opacity}" transform="rotate(${rnd.int(-40, 40)})"/>`;
  }
  return out;
}

const svg = (width: number, height: number, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg>`;

const INK = ['#b3261e', '#1d3557', '#6a1b9a', '#0b6e4f', '#8a4b08', '#283593'];

/** The click-word picture: every placed character, drawn in a seeded order, colour and angle. */
export function renderClickWord(words: readonly PlacedWord[], seed: number): string {
  const rnd = seededRandom(seed);
  const { defs, body } = backdrop(rnd, PUZZLE_WIDTH);
  const order = words.map((w) => ({ w, key: rnd.next() })).sort((a, b) => a.key - b.key);
  const text = order
    .map(({ w }) => {
      const size = rnd.int(24, 30);
      return `<text x="${w.x}" y="${w.y}" font-size="${size}" fill="${rnd.pick(INK)}" transform="rotate(${rnd.int(-30, 30)} ${w.x} ${w.y})">${w.word}</text>`;
    })
    .join('');
  return svg(
    PUZZLE_WIDTH,
    PUZZLE_HEIGHT,
    `<defs>${defs}</defs>${body}${decorations(rnd, 10)}` +
      `<g font-family="'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif" font-weight="700" text-anchor="middle" dominant-baseline="central" stroke="#fff" stroke-width="1" paint-order="stroke">${text}</g>`,
  );
}
