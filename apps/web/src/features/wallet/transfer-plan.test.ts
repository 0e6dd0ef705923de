import { describe, expect, it } from 'vitest';
import { firstOpenVenue, maintainingTarget, pairAfterChange, planTransfer } from './transfer-plan.ts';

// spec §3 "Transfer: transfer_out, api_name"; §7 "transfer in/out", "yield wallet toYeb/toCenter".
describe('planTransfer', () => {
  it('maps centre ↔ venue to transfer in and out with the venue code', () => {
    expect(planTransfer('main', 'venue:by')).toEqual({ kind: 'transferIn', venueCode: 'by' });
    expect(planTransfer('venue:pg', 'main')).toEqual({ kind: 'transferOut', venueCode: 'pg' });
  });

  it('maps centre ↔ yield wallet to toYeb and toCenter', () => {
    expect(planTransfer('main', 'yeb')).toEqual({ kind: 'toYeb' });
    expect(planTransfer('yeb', 'main')).toEqual({ kind: 'toCenter' });
  });

  it('refuses pairs without the centre wallet, and a wallet to itself', () => {
    expect(planTransfer('venue:by', 'venue:pg')).toBeNull();
    expect(planTransfer('yeb', 'venue:pg')).toBeNull();
    expect(planTransfer('main', 'main')).toBeNull();
  });
});

describe('pairAfterChange', () => {
  it('puts the centre wallet opposite a venue or the yield wallet', () => {
    expect(pairAfterChange('from', 'venue:by', { from: 'main', to: 'yeb' }, 'yeb')).toEqual({
      from: 'venue:by',
      to: 'main',
    });
    expect(pairAfterChange('to', 'yeb', { from: 'venue:by', to: 'main' }, 'yeb')).toEqual({
      from: 'main',
      to: 'yeb',
    });
  });

  it('moves the other side away when both would be the centre wallet', () => {
    expect(pairAfterChange('from', 'main', { from: 'yeb', to: 'main' }, 'venue:by')).toEqual({
      from: 'main',
      to: 'venue:by',
    });
  });
});

// A venue in maintenance refuses money in (server venueMaintenance), so it is no transfer target.
describe('maintenance targets', () => {
  const maintaining = new Set(['pg']);
  it('blocks money into a venue in maintenance but not out of it', () => {
    expect(maintainingTarget('venue:pg', maintaining)).toBe('pg');
    expect(maintainingTarget('venue:by', maintaining)).toBeNull();
    expect(maintainingTarget('main', maintaining)).toBeNull();
    expect(maintainingTarget('yeb', maintaining)).toBeNull();
  });
  it('defaults to the first venue not in maintenance', () => {
    expect(
      firstOpenVenue([
        { venueCode: 'pg', maintaining: true },
        { venueCode: 'by', maintaining: false },
      ]),
    ).toBe('venue:by');
    expect(firstOpenVenue([{ venueCode: 'pg', maintaining: true }])).toBeNull();
  });
});
