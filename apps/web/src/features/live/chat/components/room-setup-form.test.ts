import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHAT_SLOW_MODE_CHOICES, catalogue } from '@arena/protocol';
import { levelError, slowModeChoices } from './room-setup-form.tsx';

// spec §6 "room setup"; docs/chat.md "Room admin screens".
describe('room setup form rules', () => {
  it('offers the standard slow mode choices, plus the room’s own value in order when it is another', () => {
    expect(slowModeChoices(2)).toEqual([0, 2, 3, 5, 10, 30, 60]);
    expect(slowModeChoices(10)).toEqual([...CHAT_SLOW_MODE_CHOICES]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), (current) => {
        const choices = slowModeChoices(current);
        expect(choices).toContain(current);
        expect([...choices].sort((a, b) => a - b)).toEqual(choices);
        expect(new Set(choices).size).toBe(choices.length);
      }),
    );
  });

  it('accepts exactly the levels the room setup call accepts', () => {
    expect(levelError('0')).toBeNull();
    expect(levelError(' 99 ')).toBeNull();
    expect(levelError('100')).toBe('chatAdmin.levelRule');
    expect(levelError('')).toBe('chatAdmin.levelRule');
    expect(levelError('-1')).toBe('chatAdmin.levelRule');
    expect(levelError('2.5')).toBe('chatAdmin.levelRule');
    const minLevel = catalogue.chat.adminRoomSetup.input.shape.minLevel;
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 120 }), (n) => {
        expect(levelError(String(n)) === null).toBe(minLevel.safeParse(n).success);
      }),
    );
  });
});
