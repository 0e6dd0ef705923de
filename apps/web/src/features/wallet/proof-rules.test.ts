import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES, proofFileError, readAsDataUrl } from './proof-rules.ts';

// "upload proof (a real image upload)"; spec §8 "Upload failure: fail callback".
describe('proof file check', () => {
  it('accepts the four image types up to the size limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
      expect(proofFileError({ type, size: 1000 })).toBeNull();
    expect(proofFileError({ type: 'image/png', size: PROOF_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, empty files and files over the limit before sending', () => {
    expect(proofFileError({ type: 'application/pdf', size: 10 })).toBe('wallet.rules.proofType');
    expect(proofFileError({ type: 'image/svg+xml', size: 10 })).toBe('wallet.rules.proofType');
    expect(proofFileError({ type: 'image/png', size: 0 })).toBe('wallet.rules.proofEmpty');
    expect(proofFileError({ type: 'image/png', size: PROOF_MAX_BYTES + 1 })).toBe('wallet.rules.proofSize');
  });

  it('reads a file as a base64 data URL', async () => {
    const url = await readAsDataUrl(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,iVBORw==');
  });
});
