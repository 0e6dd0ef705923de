import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { webCryptoSessionKeys } from '@arena/protocol';
import { nodeSessionKeys } from './node-session-keys.ts';

const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);

// docs/protocol.md "Key schedule": the server's node:crypto keys must be interchangeable with the
// browser's WebCrypto keys made from the same 512 bits.
describe('node:crypto session keys', () => {
  it('interoperate with WebCrypto keys in both directions, for any plaintext and AAD', async () => {
    const okm = bytes(64, 7);
    const node = await nodeSessionKeys(okm.slice());
    const web = await webCryptoSessionKeys(okm.slice());
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.uint8Array({ maxLength: 64 }),
        async (plain, aad) => {
          const iv = bytes(12, plain.length);
          const p = Uint8Array.from(plain);
          const a = Uint8Array.from(aad);
          const fromNode = await node.encrypt(iv, p, a);
          expect(await web.decrypt(iv, Uint8Array.from(fromNode), a)).toEqual(p);
          const fromWeb = await web.encrypt(iv, p, a);
          expect(Buffer.from(fromWeb)).toEqual(Buffer.from(fromNode));
          expect(Buffer.from(await node.decrypt(iv, Uint8Array.from(fromWeb), a))).toEqual(Buffer.from(p));
          const mac = await web.sign(p);
          expect(Buffer.from(await node.sign(p))).toEqual(Buffer.from(mac));
          expect(await node.verify(Uint8Array.from(mac), p)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('rejects a flipped ciphertext bit, a wrong AAD, a short input and a wrong MAC', async () => {
    const keys = await nodeSessionKeys(bytes(64, 3));
    const iv = bytes(12, 1);
    const aad = bytes(8, 2);
    const sealed = Uint8Array.from(await keys.encrypt(iv, bytes(40, 9), aad));
    const flipped = sealed.slice();
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    await expect(keys.decrypt(iv, flipped, aad)).rejects.toThrow();
    await expect(keys.decrypt(iv, sealed, bytes(8, 5))).rejects.toThrow();
    await expect(keys.decrypt(iv, sealed.slice(0, 10), aad)).rejects.toThrow();
    const mac = Uint8Array.from(await keys.sign(bytes(10, 1)));
    expect(await keys.verify(mac, bytes(10, 2))).toBe(false);
    expect(await keys.verify(mac.slice(0, 31), bytes(10, 1))).toBe(false);
  });
});
