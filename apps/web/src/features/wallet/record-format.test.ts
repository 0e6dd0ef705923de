import { describe, expect, it } from 'vitest';
import { formatRecordAmount, recordVenue } from './record-format.ts';

// spec §9 "Numbers use thousands separators and two decimals"; every amount carries its unit.
describe('formatRecordAmount', () => {
  it('gives gold amounts their unit, as whole coins', () => {
    expect(formatRecordAmount(-500, 'GOLD', '金币', true)).toBe('-500 金币');
    expect(formatRecordAmount(12000, 'GOLD', '金币', true)).toBe('+12,000 金币');
    expect(formatRecordAmount(12000, 'GOLD', '金币')).toBe('12,000 金币');
  });
  it('formats money with two decimals and the unit word', () => {
    expect(formatRecordAmount(123450, 'CNY', '元', true)).toBe('+1,234.50 元');
    expect(formatRecordAmount(-1_000_000, 'USDT', 'USDT', true)).toBe('-1.00 USDT');
    expect(formatRecordAmount(0, 'CNY', 'CNY', true)).toBe('0.00 CNY');
  });
});

describe('recordVenue', () => {
  it('reads the venue of a venue wallet only', () => {
    expect(recordVenue('venue:pg')).toBe('pg');
    expect(recordVenue('main')).toBeNull();
    expect(recordVenue('gold')).toBeNull();
  });
});
