import { create } from 'zustand';
import { TOKEN_STORAGE_KEY, isLoggedIn as hasToken, tokenExpiresAt } from '@arena/domain';

/**
 * Where the token lives (spec §3): sessionStorage `tb-token` and a cookie of the same name. The cookie
 * is the browser's copy: every tab of one browser is one device, so a tab opened later adopts the
 * cookie's session, and a sign-in or sign-out in one tab reaches the others (BroadcastChannel) instead
 * of a second login ending the first tab "on another device".
 */
const TOKEN_KEY = TOKEN_STORAGE_KEY;
const USER_KEY = 'tb-user';
const CHANNEL = 'tb-session';

export interface StoredUser {
  id: string;
  name: string;
  nickName: string;
}

/** The cookie copy expires at 22:00 local time, or 22:00 the next day when already past (spec §3). */
function cookieExpiry(now = new Date()): string {
  return new Date(tokenExpiresAt(now.getTime(), -now.getTimezoneOffset())).toUTCString();
}

/** `; Secure` when the page came over TLS: the token cookie then never travels in clear text. */
const secureFlag = () => (globalThis.location?.protocol === 'https:' ? '; Secure' : '');

/** The token of the `tb-token` cookie, or null. */
export function readTokenCookie(cookie = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== TOKEN_KEY) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch {
      return null; // a malformed cookie counts as none: the member logs in again
    }
  }
  return null;
}

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null; // a corrupt entry counts as none: the member logs in again
  }
}

/**
 * The browser's session at start: the cookie wins (another tab may have signed in since this tab's
 * copy was written); no cookie means signed out or past 22:00, whatever this tab's copy says.
 */
function readInitial(): { token: string | null; user: StoredUser | null } {
  const cookieToken = readTokenCookie();
  if (!cookieToken) {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(USER_KEY);
    return { token: null, user: null };
  }
  // The user info goes with the cookie in localStorage (shared by the browser's tabs).
  const user = parseUser(sessionStorage.getItem(USER_KEY)) ?? parseUser(localStorage.getItem(USER_KEY));
  sessionStorage.setItem(TOKEN_KEY, cookieToken);
  if (user) sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  return { token: cookieToken, user };
}

function store(token: string, user: StoredUser): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; expires=${cookieExpiry()}; path=/; SameSite=Lax${secureFlag()}`;
}

function erase(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(USER_KEY);
  localStorage.removeItem(USER_KEY);
  document.cookie = `${TOKEN_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax${secureFlag()}`;
}

type SessionMessage = { type: 'signIn'; token: string; user: StoredUser } | { type: 'clear' };

const channel: BroadcastChannel | null =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
// Outside a browser (unit tests on Node) an open channel would keep the process alive.
(channel as { unref?: () => void } | null)?.unref?.();

interface SessionState {
  token: string | null;
  user: StoredUser | null;
  signIn: (token: string, user: StoredUser) => void;
  clear: () => void;
}

/** Session state; "logged in means a token is present" (spec §4). */
export const useSession = create<SessionState>((set) => ({
  ...readInitial(),
  signIn: (token, user) => {
    store(token, user);
    set({ token, user });
    channel?.postMessage({ type: 'signIn', token, user } satisfies SessionMessage);
  },
  clear: () => {
    erase();
    set({ token: null, user: null });
    channel?.postMessage({ type: 'clear' } satisfies SessionMessage);
  },
}));

/** Another tab of this browser signed in or out: this tab follows (its storage copy too). */
channel?.addEventListener('message', (event: MessageEvent<SessionMessage>) => {
  const message = event.data;
  if (message.type === 'signIn') {
    sessionStorage.setItem(TOKEN_KEY, message.token);
    sessionStorage.setItem(USER_KEY, JSON.stringify(message.user));
    useSession.setState({ token: message.token, user: message.user });
  } else if (message.type === 'clear') {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(USER_KEY);
    useSession.setState({ token: null, user: null });
  }
});

/**
 * A tab coming back to the front re-reads the cookie: it may have been signed in or out elsewhere while
 * this tab was asleep (a discarded tab misses channel messages), or the 22:00 expiry passed.
 */
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    const cookieToken = readTokenCookie();
    const { token } = useSession.getState();
    if (cookieToken === token) return;
    if (!cookieToken) {
      sessionStorage.removeItem(TOKEN_KEY);
      sessionStorage.removeItem(USER_KEY);
      useSession.setState({ token: null, user: null });
      return;
    }
    const user = parseUser(localStorage.getItem(USER_KEY));
    sessionStorage.setItem(TOKEN_KEY, cookieToken);
    if (user) sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    useSession.setState({ token: cookieToken, user });
  });

/** "Logged in means a token is present" (spec §4). */
export const isLoggedIn = (): boolean => hasToken(useSession.getState().token);
