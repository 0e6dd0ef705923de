import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin } from './return-path.ts';

// spec §2: /login accepts optional fromPage or the current query string.
describe('return path after login', () => {
  it('goes to fromPage when it is a same-origin path', () => {
    expect(returnPathAfterLogin(new URLSearchParams('fromPage=/app/me'))).toBe('/app/me');
    expect(returnPathAfterLogin(new URLSearchParams('fromPage=%2Fapp%2Fegame%2Fybegdz%3Fq%3D1'))).toBe(
      '/app/egame/ybegdz?q=1',
    );
  });

  it('refuses absolute and protocol-relative targets', () => {
    expect(returnPathAfterLogin(new URLSearchParams('fromPage=https://evil.example'))).toBe('/app/home');
    expect(returnPathAfterLogin(new URLSearchParams('fromPage=//evil.example'))).toBe('/app/home');
    expect(returnPathAfterLogin(new URLSearchParams('fromPage=/\\evil.example'))).toBe('/app/home');
  });

  it('carries the current query string home when there is no fromPage', () => {
    expect(returnPathAfterLogin(new URLSearchParams('from=app&i_code=AG1'))).toBe(
      '/app/home?from=app&i_code=AG1',
    );
    expect(returnPathAfterLogin(new URLSearchParams(''))).toBe('/app/home');
  });
});
