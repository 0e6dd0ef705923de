import { crc32, deflateSync } from 'node:zlib';

/** A raster image: `channels` bytes per pixel (3 RGB, 4 RGBA), rows top to bottom. */
export interface Raster {
  width: number;
  height: number;
  channels: 3 | 4;
  pixels: Uint8Array;
}

/** A blank (all-zero: black, or transparent with alpha) raster. */
export function createRaster(width: number, height: number, channels: 3 | 4): Raster {
  return { width, height, channels, pixels: new Uint8Array(width * height * channels) };
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Filters one row with each PNG filter (none, sub, up, average, paeth) and keeps the one whose bytes
 * have the smallest sum of magnitudes: the usual heuristic, which makes gradients compress well.
 */
function filterRow(row: Uint8Array, prev: Uint8Array | null, bpp: number): Uint8Array {
  let best: Uint8Array | null = null;
  let bestScore = Infinity;
  for (let type = 0; type <= 4; type++) {
    const out = new Uint8Array(row.length + 1);
    out[0] = type;
    let score = 0;
    for (let i = 0; i < row.length; i++) {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = prev ? prev[i]! : 0;
      const c = prev && i >= bpp ? prev[i - bpp]! : 0;
      const predictor =
        type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : paeth(a, b, c);
      const value = (row[i]! - predictor) & 0xff;
      out[i + 1] = value;
      score += value < 128 ? value : 256 - value;
    }
    if (score < bestScore) {
      bestScore = score;
      best = out;
    }
  }
  return best!;
}

/** Encodes a raster as a PNG file (8 bits per channel, no interlace). */
export function encodePng(image: Raster): Buffer {
  const { width, height, channels, pixels } = image;
  const stride = width * channels;
  const rows: Uint8Array[] = [];
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    rows.push(filterRow(row, y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : null, channels));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = channels === 4 ? 6 : 2; // colour type: RGBA or RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
