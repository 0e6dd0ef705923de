import { sniffImageType, type ImageType } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { msg } from '../../gateway/user-messages.ts';

/** Largest accepted proof image (bytes). */
export const PROOF_MAX_BYTES = 3 * 1024 * 1024;

const rejected = (msg: string) => new GatewayError(ErrorCode.uploadRejected, msg);

/**
 * Decodes an upload-proof data URL and checks it really is an image (by its bytes, not its label) of
 * at most 3 MB. PDFs and anything else are refused (10237).
 */
export function decodeProof(dataUrl: string): { mime: ImageType; bytes: Buffer } {
  const m = /^data:([a-z/]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!m) throw rejected(msg('wallet.proofBadFormat'));
  const bytes = Buffer.from(m[2] ?? '', 'base64');
  if (bytes.length === 0) throw rejected(msg('wallet.proofEmpty'));
  if (bytes.length > PROOF_MAX_BYTES) throw rejected(msg('wallet.proofTooLarge'));
  const mime = sniffImageType(bytes);
  if (!mime) throw rejected(msg('wallet.proofTypes'));
  if (m[1] !== mime && !(m[1] === 'image/jpg' && mime === 'image/jpeg'))
    throw rejected(msg('wallet.proofTypeMismatch'));
  return { mime, bytes };
}
