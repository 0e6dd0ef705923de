import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '@arena/domain';
import {
  addressError,
  cardDigits,
  cardNumberError,
  groupAddress,
  groupCardInput,
  maskCardNumber,
  withdrawPasswordError,
} from './card-rules.ts';

const payload = '622202123456789';
const goodCard = `${payload}${luhnCheckDigit(payload)}`;
const badCard = `${payload}${(luhnCheckDigit(payload) + 1) % 10}`;

// spec §5 "Card number: digits only, Luhn check. Display in groups of four; USDT address also".
describe('card number rule', () => {
  it('accepts a Luhn-valid number, grouped or not', () => {
    expect(cardNumberError(goodCard)).toBeNull();
    expect(cardNumberError(groupCardInput(goodCard))).toBeNull();
  });

  it('names the failing rule: empty, non-digits, length, Luhn digit', () => {
    expect(cardNumberError('')).toBe('wallet.rules.cardRequired');
    expect(cardNumberError('6222a0212345678')).toBe('wallet.rules.cardDigits');
    expect(cardNumberError('12345')).toBe('wallet.rules.cardLength');
    expect(cardNumberError(badCard)).toBe('wallet.rules.cardLuhn');
  });

  it('groups input in fours and sends digits only', () => {
    expect(groupCardInput('6222021234567890123')).toBe('6222 0212 3456 7890 123');
    expect(cardDigits('6222 0212 3456')).toBe('622202123456');
  });

  it('masks all but the last four digits, grouped', () => {
    expect(maskCardNumber('6222021234567890')).toBe('**** **** **** 7890');
    expect(maskCardNumber('************7890')).toBe('**** **** **** 7890');
    expect(maskCardNumber('123')).toBe('123');
  });

  it('keeps the last four digits of a 19-digit card together', () => {
    expect(maskCardNumber('6222021234567890128')).toBe('**** **** **** 0128');
    expect(maskCardNumber('*************** 0128')).toBe('**** **** **** 0128');
  });
});

describe('USDT address rule', () => {
  it('checks the shape of each protocol', () => {
    expect(addressError('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'TRC20')).toBeNull();
    expect(addressError('0x52908400098527886E0F7030069857D2E4169EE7', 'ERC20')).toBeNull();
    expect(addressError('0x52908400098527886E0F7030069857D2E4169EE7', 'TRC20')).toBe(
      'wallet.rules.addressFormat',
    );
    expect(addressError('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU0', 'TRC20')).toBe('wallet.rules.addressFormat');
    expect(addressError(' ', 'ERC20')).toBe('wallet.rules.cardRequired');
  });

  it('groups addresses in fours', () => {
    expect(groupAddress('TLa2f6VPqD')).toBe('TLa2 f6VP qD');
  });
});

describe('withdraw password rule', () => {
  it('wants six digits', () => {
    expect(withdrawPasswordError('123456')).toBeNull();
    expect(withdrawPasswordError('12345')).toBe('wallet.rules.withdrawPassword');
    expect(withdrawPasswordError('12345a')).toBe('wallet.rules.withdrawPassword');
  });
});
