import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_SNIFF_BYTES, sniffImageType } from './image-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBP')];

// spec §3 avatar and payment proof uploads: the type comes from the bytes, not the label.
describe('sniffImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
    ['GIF87a', ascii('GIF87a'), 'image/gif'],
    ['GIF89a', ascii('GIF89a'), 'image/gif'],
  ])('recognises a %s signature', (_name, head, type) => {
    expect(sniffImageType(bytes(...head, 1, 2, 3))).toBe(type);
  });

  it('needs no more than IMAGE_SNIFF_BYTES bytes for any type', () => {
    expect(WEBP).toHaveLength(IMAGE_SNIFF_BYTES);
    expect(sniffImageType(bytes(...WEBP))).toBe('image/webp');
  });

  it('refuses a PDF, an AVI in a RIFF container and a GIF of an unknown version', () => {
    expect(sniffImageType(bytes(...ascii('%PDF-1.4')))).toBeNull();
    expect(sniffImageType(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('AVI ')))).toBeNull();
    expect(sniffImageType(bytes(...ascii('GIF88a')))).toBeNull();
  });

  it('refuses a signature cut short and an empty file', () => {
    expect(sniffImageType(bytes(...PNG.slice(0, 7)))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes(...WEBP.slice(0, 11)))).toBeNull();
    expect(sniffImageType(bytes(...ascii('GIF89')))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });

  it('reads only the head: what follows the signature never changes the answer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), (tail) => {
        expect(sniffImageType(Uint8Array.from([...PNG, ...tail]))).toBe('image/png');
        expect(sniffImageType(Uint8Array.from([0x00, ...tail]))).toBeNull();
      }),
    );
  });
});
