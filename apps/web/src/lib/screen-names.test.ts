import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initI18n } from '@/lib/i18n.ts';
import { screenTitleKey } from './screen-names.ts';

beforeAll(async () => {
  await initI18n('zh-CN');
});

// spec §2 "/login accepts optional fromPage": the member is told where they return by the screen's name.
describe('screenTitleKey', () => {
  it('names the screen behind a path, with or without query and hash', () => {
    expect(screenTitleKey('/app/me/security')).toBe('security.title');
    expect(screenTitleKey('/app/me/security?tab=1#x')).toBe('security.title');
    expect(screenTitleKey('/app/egame/pgsoft')).toBe('gamesLobby.title');
    expect(screenTitleKey('/app/live/room/123')).toBe('liveRoom.title');
    expect(screenTitleKey('/app/wallet/deposit')).toBe('wallet.deposit.title');
  });

  it('has a title for every key it can answer', () => {
    for (const path of ['/app/home', '/app/me', '/app/me/security', '/app/wallet/records', '/cs']) {
      const key = screenTitleKey(path);
      if (!key) throw new Error(`no screen name for ${path}`);
      expect(i18next.t(key)).not.toMatch(/\/|\.title$/);
    }
  });

  it('knows no name for an unknown path', () => {
    expect(screenTitleKey('/app/unknown')).toBeNull();
    expect(screenTitleKey('')).toBeNull();
  });
});
