/**
 * The operations of an envelope session (spec §7; docs/protocol.md "Key schedule"), behind one
 * interface so that each side can use its fastest primitive: the browser WebCrypto (non-extractable
 * keys), the server `node:crypto` (about ten times cheaper per call there). Both implement exactly
 * AES-256-GCM with a 96-bit IV and a 128-bit tag, and HMAC-SHA-256.
 */
export interface SessionKeys {
  /** AES-256-GCM: returns ciphertext ‖ tag. */
  encrypt(
    iv: Uint8Array<ArrayBuffer>,
    plain: Uint8Array<ArrayBuffer>,
    aad: Uint8Array<ArrayBuffer>,
  ): Promise<Uint8Array>;
  /** Reverses {@link encrypt}; rejects when the tag does not verify. */
  decrypt(
    iv: Uint8Array<ArrayBuffer>,
    sealed: Uint8Array<ArrayBuffer>,
    aad: Uint8Array<ArrayBuffer>,
  ): Promise<Uint8Array>;
  /** HMAC-SHA-256 of `data`. */
  sign(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array>;
  /** Constant-time check of an HMAC-SHA-256. */
  verify(mac: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<boolean>;
}

/**
 * Makes the session's keys from the 512 bits of the key schedule: the first 256 the AES key, the last
 * 256 the HMAC key. The caller wipes `okm` afterwards: an implementation must copy what it keeps.
 */
export type SessionKeyFactory = (okm: Uint8Array<ArrayBuffer>) => Promise<SessionKeys>;

/** WebCrypto session keys, both non-extractable: the key bytes never reach JavaScript again. */
export const webCryptoSessionKeys: SessionKeyFactory = async (okm) => {
  const subtle = globalThis.crypto.subtle;
  const [aes, hmac] = await Promise.all([
    subtle.importKey('raw', okm.slice(0, 32), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']),
    subtle.importKey('raw', okm.slice(32, 64), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
  ]);
  return {
    encrypt: async (iv, plain, aad) =>
      new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad }, aes, plain)),
    decrypt: async (iv, sealed, aad) =>
      new Uint8Array(await subtle.decrypt({ name: 'AES-GCM', iv, additionalData: aad }, aes, sealed)),
    sign: async (data) => new Uint8Array(await subtle.sign('HMAC', hmac, data)),
    verify: (mac, data) => subtle.verify('HMAC', hmac, mac, data),
  };
};
