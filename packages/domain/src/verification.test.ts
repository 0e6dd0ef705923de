import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VERIFY_TYPES,
  VERIFY_CLOSED_KEY,
  VERIFY_MESSAGES_EN,
  VERIFY_MESSAGES_ZH,
  mergeVerificationResult,
  resolveVerifyTypes,
} from './verification.ts';

describe('resolveVerifyTypes', () => {
  // spec §4 "image code, AFS and Anji types, each defaulting to 1"
  it('defaults every type to 1', () => {
    expect(DEFAULT_VERIFY_TYPES).toEqual({ imageCode: 1, afs: 1, anji: 1 });
    expect(Object.isFrozen(DEFAULT_VERIFY_TYPES)).toBe(true);
    expect(resolveVerifyTypes()).toEqual({ imageCode: 1, afs: 1, anji: 1 });
    expect(resolveVerifyTypes({})).toEqual({ imageCode: 1, afs: 1, anji: 1 });
  });

  it('keeps numbers the server sends and defaults each missing one separately', () => {
    expect(resolveVerifyTypes({ imageCode: 0 })).toEqual({ imageCode: 0, afs: 1, anji: 1 });
    expect(resolveVerifyTypes({ afs: 0, anji: 2 })).toEqual({ imageCode: 1, afs: 0, anji: 2 });
  });

  it('defaults non-numeric and non-finite values to 1', () => {
    expect(resolveVerifyTypes({ imageCode: null, afs: Number.NaN, anji: Number.POSITIVE_INFINITY })).toEqual({
      imageCode: 1,
      afs: 1,
      anji: 1,
    });
    expect(resolveVerifyTypes({ imageCode: '0', afs: true })).toEqual({ imageCode: 1, afs: 1, anji: 1 });
  });
});

describe('mergeVerificationResult', () => {
  // spec §4 "the original request is retried with the check result merged … closed with an empty result
  // … fails with a close-tip message"
  it('merges a check result over the original body for the retry', () => {
    expect(mergeVerificationResult({ name: 'ann', captcha: 'old' }, { captcha: 'x7', ticket: 't' })).toEqual({
      ok: true,
      body: { name: 'ann', captcha: 'x7', ticket: 't' },
    });
  });

  it('leaves the original body untouched', () => {
    const body = { name: 'ann' };
    mergeVerificationResult(body, { ticket: 't' });
    expect(body).toEqual({ name: 'ann' });
  });

  it('fails with the close tip when the dialog closes with an empty result', () => {
    const closed = { ok: false, key: 'verify.closed' };
    expect(VERIFY_CLOSED_KEY).toBe('verify.closed');
    expect(mergeVerificationResult({ name: 'ann' }, {})).toEqual(closed);
    expect(mergeVerificationResult({ name: 'ann' }, null)).toEqual(closed);
    expect(mergeVerificationResult({ name: 'ann' }, undefined)).toEqual(closed);
  });

  it('has close-tip wording in both locales', () => {
    expect(VERIFY_MESSAGES_ZH['verify.closed']).toBe('已取消安全验证');
    expect(VERIFY_MESSAGES_EN['verify.closed']).toBe('Security check cancelled');
  });
});
