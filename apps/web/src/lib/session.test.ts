import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const USER = { id: '7', name: 'player01', nickName: '小明' };
const setCookie = (token: string) => {
  document.cookie = `tb-token=${encodeURIComponent(token)}; path=/`;
};
const clearCookie = () => {
  document.cookie = 'tb-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};
/** A fresh copy of the module, as a newly opened tab would run it. */
const openTab = async () => {
  vi.resetModules();
  return import('./session.ts');
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearCookie();
});
afterEach(() => {
  clearCookie();
});

// spec §3: the token lives in sessionStorage `tb-token` and a cookie of the same name; one browser is
// one device, so its tabs share the cookie's session.
describe('session shared by the tabs of one browser', () => {
  it('a new tab adopts the cookie session and the stored member', async () => {
    const first = await openTab();
    first.useSession.getState().signIn('tok-shared', USER);
    sessionStorage.clear(); // the second tab has a storage of its own
    const second = await openTab();
    expect(second.useSession.getState().token).toBe('tok-shared');
    expect(second.useSession.getState().user).toEqual(USER);
    expect(sessionStorage.getItem('tb-token')).toBe('tok-shared');
  });

  it('a tab whose cookie is gone (signed out elsewhere, or past 22:00) starts as a visitor', async () => {
    sessionStorage.setItem('tb-token', 'tok-old');
    sessionStorage.setItem('tb-user', JSON.stringify(USER));
    const tab = await openTab();
    expect(tab.useSession.getState().token).toBeNull();
    expect(sessionStorage.getItem('tb-token')).toBeNull();
  });

  it('follows a sign-in and a sign-out made in another tab', async () => {
    const tab = await openTab();
    const other = new BroadcastChannel('tb-session');
    try {
      other.postMessage({ type: 'signIn', token: 'tok-2', user: USER });
      await vi.waitFor(() => expect(tab.useSession.getState().token).toBe('tok-2'));
      expect(tab.useSession.getState().user).toEqual(USER);
      other.postMessage({ type: 'clear' });
      await vi.waitFor(() => expect(tab.useSession.getState().token).toBeNull());
    } finally {
      other.close();
    }
  });

  it('re-reads the cookie when the tab comes back to the front', async () => {
    const tab = await openTab();
    localStorage.setItem('tb-user', JSON.stringify(USER));
    setCookie('tok-3');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tab.useSession.getState().token).toBe('tok-3');
    clearCookie();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tab.useSession.getState().token).toBeNull();
  });

  it('reads the token cookie among others, and ignores a malformed one', async () => {
    const { readTokenCookie } = await openTab();
    expect(readTokenCookie('a=1; tb-token=abc%3D; b=2')).toBe('abc=');
    expect(readTokenCookie('tb-token=%E0%A4%A')).toBeNull();
    expect(readTokenCookie('')).toBeNull();
  });
});
