import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile, toDataUrl } from './avatar-file.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

const file = (bytes: number[], type: string, size = bytes.length) => {
  const body = new Uint8Array(size);
  body.set(bytes.slice(0, size));
  return new File([body], 'a', { type });
};

// "avatars … real image upload, size and type checked".
describe('avatar file check', () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [WEBP, 'image/webp'],
  ])('accepts %s as %s', async (bytes, type) => {
    expect(await checkAvatarFile(file(bytes, type, 64))).toEqual({ ok: true, type });
  });

  it('refuses a GIF, a file renamed to .png and an empty file', async () => {
    expect(await checkAvatarFile(file(GIF, 'image/gif', 64))).toEqual({
      ok: false,
      error: 'avatar.errors.type',
    });
    expect(await checkAvatarFile(file(JPEG, 'image/png', 64))).toEqual({
      ok: false,
      error: 'avatar.errors.type',
    });
    expect(await checkAvatarFile(file([], 'image/png', 0))).toEqual({
      ok: false,
      error: 'avatar.errors.empty',
    });
  });

  it('takes 2 MB and refuses one byte more', async () => {
    expect((await checkAvatarFile(file(PNG, 'image/png', AVATAR_MAX_BYTES))).ok).toBe(true);
    expect(await checkAvatarFile(file(PNG, 'image/png', AVATAR_MAX_BYTES + 1))).toEqual({
      ok: false,
      error: 'avatar.errors.size',
    });
  });

  it('encodes the file as the data URL the catalogue takes', async () => {
    const url = await toDataUrl(file(PNG, 'image/png'), 'image/png');
    expect(url).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`);
  });
});
