import { ErrorCode, GatewayError } from '@arena/protocol';

/** Largest accepted proof image (bytes). */
export const PROOF_MAX_BYTES = 3 * 1024 * 1024;

export type ProofMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** The image type its first bytes say, or null: PNG, JPEG, WebP and GIF signatures. */
export function sniffImage(bytes: Uint8Array): ProofMime | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((c, i) => at(from + i) === c.charCodeAt(0));
  if (
    at(0) === 0x89 &&
    ascii(1, 'PNG') &&
    at(4) === 0x0d &&
    at(5) === 0x0a &&
    at(6) === 0x1a &&
    at(7) === 0x0a
  )
    return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  return null;
}

const rejected = (msg: string) => new GatewayError(ErrorCode.uploadRejected, msg);

/**
 * Decodes an upload-proof data URL and checks it really is an image (by its bytes, not its label) of
 * at most 3 MB. PDFs and anything else are refused (10237).
 */
export function decodeProof(dataUrl: string): { mime: ProofMime; bytes: Buffer } {
  const m = /^data:([a-z/]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!m) throw rejected('凭证格式无效');
  const bytes = Buffer.from(m[2] ?? '', 'base64');
  if (bytes.length === 0) throw rejected('凭证为空');
  if (bytes.length > PROOF_MAX_BYTES) throw rejected('凭证图片不能超过 3MB');
  const mime = sniffImage(bytes);
  if (!mime) throw rejected('凭证必须是 PNG、JPEG、WebP 或 GIF 图片');
  if (m[1] !== mime && !(m[1] === 'image/jpg' && mime === 'image/jpeg'))
    throw rejected('凭证内容与声明的图片类型不符');
  return { mime, bytes };
}
