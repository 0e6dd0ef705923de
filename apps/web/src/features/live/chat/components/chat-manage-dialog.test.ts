import { describe, expect, it } from 'vitest';
import { catalogue } from '@arena/protocol';
import { LINE_MUTE_MINUTES, lineActions } from './chat-manage-dialog.tsx';

// spec §6 "chat room admin: operation".
describe('a room admin’s actions on a line', () => {
  it('offers three mute lengths, kick, delete and pin on another member’s line', () => {
    expect(lineActions(false)).toEqual([
      { kind: 'mute', minutes: 10 },
      { kind: 'mute', minutes: 60 },
      { kind: 'mute', minutes: 1_440 },
      { kind: 'kick' },
      { kind: 'deleteMessage' },
      { kind: 'pinMessage' },
    ]);
  });

  it('offers only delete and pin on the admin’s own line', () => {
    expect(lineActions(true)).toEqual([{ kind: 'deleteMessage' }, { kind: 'pinMessage' }]);
  });

  it('mutes only for lengths the operation call accepts', () => {
    const minutes = catalogue.chat.adminOperation.input.shape.minutes;
    for (const m of LINE_MUTE_MINUTES) expect(minutes.safeParse(m).success).toBe(true);
  });
});
