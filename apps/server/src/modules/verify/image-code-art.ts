import { parseStrokeFont } from './stroke-font.ts';
/**
 * A stroke font on a 4 × 6 grid: points `x,y`, strokes separated by `|`, drawn as jittered strokes into
 * a raster (raster-art.ts). Look-alikes (0/O, 1/I, 5/S, 2/Z, 8/B) are left out.
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

/** The characters an image code is made of. */
export const IMAGE_CODE_ALPHABET = Object.keys(GLYPHS).join('');
/** Characters per image code (brief: "4 characters"). */
export const IMAGE_CODE_LENGTH = 4;

/** Size of the image-code picture, in pixels. */
export const IMAGE_CODE_WIDTH = 120;
export const IMAGE_CODE_HEIGHT = 40;

/** Every glyph of the alphabet as strokes of grid points (raster-art.ts draws them). */
export const GLYPH_STROKES = parseStrokeFont(GLYPHS);
