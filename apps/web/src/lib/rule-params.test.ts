import { describe, expect, it } from 'vitest';
import { ruleParams } from './rule-params.ts';

// spec §5 "Phone length 4 to 13 (11 for China)": a fixed length reads as one number.
describe('ruleParams', () => {
  it('names a fixed length once: 11, not 11-11', () => {
    expect(ruleParams({ min: 11, max: 11 })).toEqual({ min: '11', max: '11', range: '11' });
  });
  it('names a range by both ends', () => {
    expect(ruleParams({ min: 4, max: 13 }).range).toBe('4-13');
  });
  it('copes with a missing end or no params', () => {
    expect(ruleParams({ max: 8 }).range).toBe('8');
    expect(ruleParams(undefined)).toEqual({ min: '', max: '', range: '' });
  });
});
