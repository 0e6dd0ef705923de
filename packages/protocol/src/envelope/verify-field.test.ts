import { describe, expect, it } from 'vitest';
import { verifyScopeOf } from './verify-field.ts';

// spec §4: the retried request carries the check result; its ticket serves that call and login only.
describe('verifyScopeOf', () => {
  it('names the call and the login name in lower case', () => {
    expect(verifyScopeOf('auth.loginV3', { name: ' Alice ', password: 'x' })).toEqual({
      call: 'auth.loginV3',
      name: 'alice',
    });
  });

  it('gives calls without a login name the empty name', () => {
    expect(verifyScopeOf('site.bannerListV1', {})).toEqual({ call: 'site.bannerListV1', name: '' });
    expect(verifyScopeOf('site.bannerListV1', { name: 42 })).toEqual({ call: 'site.bannerListV1', name: '' });
    expect(verifyScopeOf('site.bannerListV1', null)).toEqual({ call: 'site.bannerListV1', name: '' });
  });
});
