import { SUPPORT_IMAGE_MAX_BYTES } from '@arena/protocol';

/** Why a picked file cannot be sent, or null when it can (the server checks the bytes again). */
export function imageProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!/^image\/(png|jpeg|webp|gif)$/.test(file.type)) return 'type';
  if (file.size > SUPPORT_IMAGE_MAX_BYTES) return 'size';
  return null;
}
