import { describe, expect, it } from 'vitest';
import { fairBlock, fairRandom, randomBelow, seedMatchesHash, serverSeedHash } from './fair.ts';
import { hmacSha256, sha256Hex, toHex } from './sha256.ts';
import { deriveOutcome } from './engines.ts';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('SHA-256 and HMAC-SHA256 (the commitment and the round stream)', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    // Multi-byte UTF-8 and a message that spans two padding blocks.
    expect(sha256Hex('a'.repeat(1000))).toBe(
      '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3',
    );
  });

  it('matches RFC 4231 test cases 1, 2 and 6 (a key longer than the block)', () => {
    expect(toHex(hmacSha256(Array(20).fill(0x0b), ascii('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(toHex(hmacSha256(ascii('Jefe'), ascii('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(
      toHex(
        hmacSha256(Array(131).fill(0xaa), ascii('Test Using Larger Than Block-Size Key - Hash Key First')),
      ),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });
});

describe('provably fair derivation (issue: fairness)', () => {
  const seeds = { serverSeed: 'server-seed-1', clientSeed: 'my-client-seed', nonce: 7 };

  it('commits to the server seed by its hash and checks a revealed seed against it', () => {
    const hash = serverSeedHash(seeds.serverSeed);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(seedMatchesHash(seeds.serverSeed, hash.toUpperCase())).toBe(true);
    expect(seedMatchesHash('server-seed-2', hash)).toBe(false);
  });

  it('reads block `cursor` as eight 4-byte floats of HMAC(serverSeed, client:nonce:cursor)', () => {
    const mac = hmacSha256(ascii(seeds.serverSeed), ascii('my-client-seed:7:1'));
    const expected = [0, 4, 8, 12, 16, 20, 24, 28].map(
      (i) => mac[i]! / 256 + mac[i + 1]! / 256 ** 2 + mac[i + 2]! / 256 ** 3 + mac[i + 3]! / 256 ** 4,
    );
    expect(fairBlock(seeds, 1)).toEqual(expected);
    const rng = fairRandom(seeds);
    const first16 = Array.from({ length: 16 }, () => rng.next());
    expect(first16).toEqual([...fairBlock(seeds, 0), ...expected]);
  });

  it('is deterministic per (server, client, nonce) and changes with each', () => {
    const a = deriveOutcome('slot', seeds);
    expect(deriveOutcome('slot', { ...seeds })).toEqual(a);
    expect(deriveOutcome('slot', { ...seeds, nonce: 8 })).not.toEqual(a);
    expect(deriveOutcome('slot', { ...seeds, clientSeed: 'other' })).not.toEqual(a);
  });

  it('draws uniform integers: 60 000 HMAC dice rolls sit in a chi-square band', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let nonce = 0; nonce < 7_500; nonce++) {
      const rng = fairRandom({ ...seeds, nonce });
      for (let k = 0; k < 8; k++) counts[randomBelow(rng, 6)]!++;
    }
    const expected = 60_000 / 6;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: P(chi² > 20.5) ≈ 0.001.
    expect(chi).toBeLessThan(20.5);
  });
});
