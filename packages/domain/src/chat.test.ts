import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_TYPE,
  createWelcomeMessage,
  isChatEntranceOpen,
  shouldShowOrderMessage,
  viewerTier,
} from './chat.ts';

describe('isChatEntranceOpen', () => {
  // spec §4
  it('opens when the switch is not false and the room is open', () => {
    expect(isChatEntranceOpen({ chatSwitch: true, roomStatus: 1 })).toBe(true);
    expect(isChatEntranceOpen({ chatSwitch: undefined, roomStatus: 1 })).toBe(true);
    expect(isChatEntranceOpen({ chatSwitch: null, roomStatus: true })).toBe(true);
  });

  it('stays closed when the global switch is false', () => {
    expect(isChatEntranceOpen({ chatSwitch: false, roomStatus: 1 })).toBe(false);
  });

  it('stays closed for a closed, missing or -1 room status', () => {
    for (const roomStatus of [0, -1, null, undefined, false])
      expect(isChatEntranceOpen({ chatSwitch: true, roomStatus })).toBe(false);
  });
});

describe('viewerTier', () => {
  // spec §6, §9
  it('is low at 4 and below, high above 4', () => {
    expect(viewerTier(3)).toBe('low');
    expect(viewerTier(4)).toBe('low');
    expect(viewerTier(5)).toBe('high');
  });
});

describe('shouldShowOrderMessage', () => {
  // spec §6
  it('shows order messages only for the same site series', () => {
    expect(shouldShowOrderMessage({ siteSeries: 'fresh' }, 'fresh')).toBe(true);
    expect(shouldShowOrderMessage({ siteSeries: 'mecha' }, 'fresh')).toBe(false);
    expect(shouldShowOrderMessage({}, 'fresh')).toBe(false);
  });
});

describe('chat message types and welcome payload', () => {
  // spec §3
  it('numbers welcome as 8 and keeps every type distinct', () => {
    expect(CHAT_MESSAGE_TYPE.welcome).toBe(8);
    const values = Object.values(CHAT_MESSAGE_TYPE);
    expect(new Set(values).size).toBe(values.length);
  });

  it('builds the welcome payload with data.userId', () => {
    expect(createWelcomeMessage({ id: 'm1', username: 'amy', userId: 'u9' })).toEqual({
      id: 'm1',
      username: 'amy',
      type: 8,
      data: { userId: 'u9' },
    });
  });
});
