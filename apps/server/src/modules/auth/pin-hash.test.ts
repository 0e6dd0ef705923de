import { describe, expect, it } from 'vitest';
import { configurePinPepper, hashWithdrawPin, verifyWithdrawPin } from './pin-hash.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

// spec §5: the withdraw password is six digits; its hash is keyed with a server pepper (docs/deploy.md).
const PEPPER_A = 'a'.repeat(40);
const PEPPER_B = 'b'.repeat(40);

describe('withdraw PIN hash with a server pepper', () => {
  it('stores no hash that the PIN alone verifies: the database without the pepper is not enough', async () => {
    configurePinPepper(PEPPER_A);
    const stored = await hashWithdrawPin('246810');
    expect(stored).toMatch(/^pin1\$scrypt\$/);
    expect(await verifyPassword('246810', stored)).toBe(false);
    expect(await verifyPassword('246810', stored.slice('pin1$'.length))).toBe(false);
    expect(await verifyWithdrawPin('246810', stored)).toEqual({ ok: true, rehash: null });
    expect((await verifyWithdrawPin('246811', stored)).ok).toBe(false);
  });

  it('refuses the right PIN under another pepper', async () => {
    configurePinPepper(PEPPER_A);
    const stored = await hashWithdrawPin('135790');
    configurePinPepper(PEPPER_B);
    expect((await verifyWithdrawPin('135790', stored)).ok).toBe(false);
    configurePinPepper(PEPPER_A);
    expect((await verifyWithdrawPin('135790', stored)).ok).toBe(true);
  });

  it('keeps verifying a PIN hashed before the pepper, and answers a peppered replacement', async () => {
    configurePinPepper(PEPPER_A);
    const legacy = await hashPassword('112233');
    const wrong = await verifyWithdrawPin('112234', legacy);
    expect(wrong).toEqual({ ok: false, rehash: null });
    const right = await verifyWithdrawPin('112233', legacy);
    expect(right.ok).toBe(true);
    expect(right.rehash).toMatch(/^pin1\$/);
    expect(await verifyWithdrawPin('112233', right.rehash ?? '')).toEqual({ ok: true, rehash: null });
  });

  it('refuses a pepper shorter than 32 characters', () => {
    expect(() => configurePinPepper('short')).toThrow(/32/);
  });
});
