import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, chooseCallPath, isLoggedIn, isTokenExpired, tokenExpiresAt } from './session.ts';

const beijing = (hour: number, minute = 0, ms = 0): number => Date.UTC(2025, 7, 19, hour - 8, minute, 0, ms);

describe('isLoggedIn', () => {
  // spec §4, §6
  it('means a token is present', () => {
    expect(isLoggedIn('abc')).toBe(true);
    expect(isLoggedIn('')).toBe(false);
    expect(isLoggedIn('  ')).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
});

describe('tokenExpiresAt', () => {
  // spec §3
  it('stores the token under tb-token', () => {
    expect(TOKEN_STORAGE_KEY).toBe('tb-token');
  });

  it('expires at 22:00 the same day before 22:00', () => {
    expect(tokenExpiresAt(beijing(9))).toBe(beijing(22));
    expect(tokenExpiresAt(beijing(22) - 1)).toBe(beijing(22));
  });

  it('expires at 22:00 the next day from 22:00 on', () => {
    const nextDay = beijing(22) + 86_400_000;
    expect(tokenExpiresAt(beijing(22))).toBe(nextDay);
    expect(tokenExpiresAt(beijing(22) + 1)).toBe(nextDay);
    expect(tokenExpiresAt(beijing(23, 59))).toBe(nextDay);
  });

  it('uses the given offset for local time', () => {
    const utcNine = Date.UTC(2025, 7, 19, 9);
    expect(tokenExpiresAt(utcNine, 0)).toBe(Date.UTC(2025, 7, 19, 22));
    expect(tokenExpiresAt(Date.UTC(2025, 7, 19, 23), 0)).toBe(Date.UTC(2025, 7, 20, 22));
  });

  it('is expired from the expiry instant on', () => {
    expect(isTokenExpired(1000, 999)).toBe(false);
    expect(isTokenExpired(1000, 1000)).toBe(true);
  });
});

describe('chooseCallPath', () => {
  // spec §6
  const paths = {
    anonymous: '/chatroom/anonymous/history',
    web: '/chatroom/web/history',
    app: '/chatroom/app/history',
  };

  it('uses the anonymous path for visitors', () => {
    expect(chooseCallPath(paths, { token: null, clientType: 'web' })).toBe(paths.anonymous);
    expect(chooseCallPath(paths, { token: '', clientType: 'app' })).toBe(paths.anonymous);
  });

  it('uses the web or app path for members', () => {
    expect(chooseCallPath(paths, { token: 't', clientType: 'web' })).toBe(paths.web);
    expect(chooseCallPath(paths, { token: 't', clientType: 'app' })).toBe(paths.app);
  });
});
