import { describe, expect, it } from 'vitest';
import { keepInvitationCodes, readAddressParams } from './address-params.ts';

// spec §2: i_code, r_code, from and token are read from the address.
describe('address parameters', () => {
  it('keeps i_code and r_code in sessionStorage under those names', () => {
    sessionStorage.clear();
    keepInvitationCodes(readAddressParams('?i_code=AG1234&r_code=R77&from=app'));
    expect(sessionStorage.getItem('i_code')).toBe('AG1234');
    expect(sessionStorage.getItem('r_code')).toBe('R77');
    expect(sessionStorage.getItem('from')).toBe('app');
  });

  it('ignores codes with characters a code never has', () => {
    sessionStorage.clear();
    keepInvitationCodes(readAddressParams('?i_code=%3Cscript%3E&r_code='));
    expect(sessionStorage.getItem('i_code')).toBeNull();
    expect(sessionStorage.getItem('r_code')).toBeNull();
  });

  it('reads a plausible token and rejects a short one', () => {
    expect(readAddressParams('?token=abcdefghijklmnop1234').token).toBe('abcdefghijklmnop1234');
    expect(readAddressParams('?token=short').token).toBeNull();
  });
});
