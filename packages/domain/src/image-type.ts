/**
 * Image types told by their first bytes (magic numbers), never by a file name or a declared MIME
 * type: avatars (spec §3 member avatar) and payment proofs (spec §3 "upload payment
 * proof") are both checked this way, on the client before sending and on the server on arrival.
 */

/** Image types the platform recognises by their bytes. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** One of IMAGE_TYPES. */
export type ImageType = (typeof IMAGE_TYPES)[number];

/** How many leading bytes sniffImageType reads at most: enough to slice off a file's head. */
export const IMAGE_SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]; // \x89 P N G \r \n \x1a \n
const JPEG = [0xff, 0xd8, 0xff]; // SOI marker, then the first segment marker
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF", then 4 bytes of size
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]; // "GIF87a"
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // "GIF89a"

/**
 * The image type the bytes start with: PNG, JPEG, WebP (`RIFF` … `WEBP`) or GIF (87a, 89a), or null
 * for anything else, including a file too short to carry the whole signature. Callers that accept
 * fewer types (avatars take no GIF) narrow the result themselves.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const startsWith = (signature: readonly number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith(PNG)) return 'image/png';
  if (startsWith(JPEG)) return 'image/jpeg';
  if (startsWith(RIFF) && startsWith(WEBP, 8)) return 'image/webp';
  if (startsWith(GIF87A) || startsWith(GIF89A)) return 'image/gif';
  return null;
}
