import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qr-matrix.ts';

/** The 7×7 finder pattern every QR code has in three corners: dark ring, light ring, dark 3×3 centre. */
function hasFinder(matrix: readonly (readonly boolean[])[], top: number, left: number): boolean {
  for (let y = 0; y < 7; y += 1)
    for (let x = 0; x < 7; x += 1) {
      const ring = y === 0 || y === 6 || x === 0 || x === 6;
      const centre = y >= 2 && y <= 4 && x >= 2 && x <= 4;
      if (matrix[top + y]?.[left + x] !== (ring || centre)) return false;
    }
  return true;
}

describe('qrMatrix', () => {
  it('draws a real QR code: a version size with the three finder patterns', () => {
    const matrix = qrMatrix('https://pay.arena.example/qr/D20261125103000123456?amount=10000');
    const size = matrix.length;
    expect((size - 17) % 4).toBe(0); // version n is 17 + 4n modules wide
    expect(matrix.every((row) => row.length === size)).toBe(true);
    expect(hasFinder(matrix, 0, 0)).toBe(true);
    expect(hasFinder(matrix, 0, size - 7)).toBe(true);
    expect(hasFinder(matrix, size - 7, 0)).toBe(true);
  });

  it('grows with the text and encodes different texts differently', () => {
    const short = qrMatrix('TArenaDemoPayAddress11111111111111');
    const long = qrMatrix(`https://pay.arena.example/${'x'.repeat(200)}`);
    expect(long.length).toBeGreaterThan(short.length);
    expect(qrMatrix('a')).not.toEqual(qrMatrix('b'));
  });

  it('paths one square per dark module, inside the quiet zone', () => {
    const matrix = qrMatrix('abc');
    const dark = matrix.flat().filter(Boolean).length;
    const path = qrPath(matrix, 4);
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true); // the finder's top-left corner
  });
});
