import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAppLink } from './message-service.ts';

// spec §7 "Messages": letters link to a screen of the app, never off-site (docs/messages.md "Links").
describe('isAppLink', () => {
  it('accepts in-app paths with a query', () => {
    expect(isAppLink('/app/wallet/records?type=deposit')).toBe(true);
    expect(isAppLink('/app/live/room/r-1')).toBe(true);
  });

  it('refuses absolute and protocol-relative URLs and scripts', () => {
    for (const link of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', 'app/me', ''])
      expect(isAppLink(link)).toBe(false);
  });

  it('never accepts anything that does not start with exactly one slash', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (isAppLink(s)) expect(s.startsWith('/') && !s.startsWith('//')).toBe(true);
      }),
    );
  });

  it('never accepts whitespace, quotes or angle brackets', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '"', "'", '<', '>', '\n', '\\'), (s, bad) => {
        expect(isAppLink(`/${s}${bad}`)).toBe(false);
      }),
    );
  });
});
