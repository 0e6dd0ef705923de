/**
 * Avatar upload checks before anything is sent (size and type checked): PNG, JPEG or WebP by
 * the file's first bytes (a renamed file is refused) and at most 2 MB, the server's own limits
 * (docs/account-screens.md). The image then travels as a `data:` URL inside the encrypted body.
 */
import { IMAGE_SNIFF_BYTES, sniffImageType } from '@arena/domain';

/** Largest avatar file, in bytes (the server refuses more with 10218). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** Why a file cannot be an avatar: the catalogue key of its message. */
export type AvatarFileError = 'avatar.errors.type' | 'avatar.errors.size' | 'avatar.errors.empty';

/** Declared type and size first (cheap, no reading), then the bytes must be what the name claims. */
export async function checkAvatarFile(
  file: Blob,
): Promise<{ ok: true; type: AvatarType } | { ok: false; error: AvatarFileError }> {
  if (file.size === 0) return { ok: false, error: 'avatar.errors.empty' };
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return { ok: false, error: 'avatar.errors.type' };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, error: 'avatar.errors.size' };
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  const type = sniffImageType(head);
  return type !== null && type !== 'image/gif' && type === file.type
    ? { ok: true, type }
    : { ok: false, error: 'avatar.errors.type' };
}

/** The file as a `data:<type>;base64,…` URL, the form member.avatarInsert takes. */
export async function toDataUrl(file: Blob, type: AvatarType): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000; // String.fromCharCode takes a bounded argument list
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return `data:${type};base64,${btoa(binary)}`;
}
