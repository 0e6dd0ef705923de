/** Image types a payment proof may be (catalogue `dataUrl`: png, jpeg, webp, gif). */
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Largest proof file in bytes: 3 MiB, the gateway's own limit (checked here before sending). */
export const PROOF_MAX_BYTES = 3 * 1024 * 1024;

export type ProofRuleKey = 'wallet.rules.proofType' | 'wallet.rules.proofSize' | 'wallet.rules.proofEmpty';

/** Checks a chosen file before anything is read or sent (spec §8 "Upload failure → fail callback"). */
export function proofFileError(file: { readonly type: string; readonly size: number }): ProofRuleKey | null {
  if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wallet.rules.proofType';
  if (file.size === 0) return 'wallet.rules.proofEmpty';
  if (file.size > PROOF_MAX_BYTES) return 'wallet.rules.proofSize';
  return null;
}

/** Reads a checked file as a base64 data URL (the upload encoding of the catalogue). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
