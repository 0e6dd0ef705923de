import { create } from 'zustand';
import { TOKEN_STORAGE_KEY, isLoggedIn as hasToken, tokenExpiresAt } from '@arena/domain';

/** Where the token lives (spec §3): sessionStorage `tb-token` and a cookie of the same name. */
const TOKEN_KEY = TOKEN_STORAGE_KEY;
const USER_KEY = 'tb-user';

export interface StoredUser {
  id: string;
  name: string;
  nickName: string;
}

/** The cookie copy expires at 22:00 local time, or 22:00 the next day when already past (spec §3). */
function cookieExpiry(now = new Date()): string {
  return new Date(tokenExpiresAt(now.getTime(), -now.getTimezoneOffset())).toUTCString();
}

function readToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

function readUser(): StoredUser | null {
  const raw = sessionStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    sessionStorage.removeItem(USER_KEY); // corrupt entry: drop it, the member logs in again
    return null;
  }
}

interface SessionState {
  token: string | null;
  user: StoredUser | null;
  signIn: (token: string, user: StoredUser) => void;
  clear: () => void;
}

/** Session state; "logged in means a token is present" (spec §4). */
export const useSession = create<SessionState>((set) => ({
  token: readToken(),
  user: readUser(),
  signIn: (token, user) => {
    sessionStorage.setItem(TOKEN_KEY, token);
    sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; expires=${cookieExpiry()}; path=/; SameSite=Lax`;
    set({ token, user });
  },
  clear: () => {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(USER_KEY);
    document.cookie = `${TOKEN_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
    set({ token: null, user: null });
  },
}));

/** "Logged in means a token is present" (spec §4). */
export const isLoggedIn = (): boolean => hasToken(useSession.getState().token);
