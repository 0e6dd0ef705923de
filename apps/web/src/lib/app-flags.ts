import { create } from 'zustand';

/** Address parameter and sessionStorage key of the go flag: skip access-caveat redirects (spec §8). */
export const GO_FLAG_KEY = 'go';

interface AppFlags {
  /** The member must change the password (prompt shown after login). */
  passwordChangePrompt: boolean;
  /** The member should bind a phone (prompt shown after login). */
  bindPhonePrompt: boolean;
  setPrompt: (name: 'passwordChangePrompt' | 'bindPhonePrompt', on: boolean) => void;
  /** Session end (spec §4): reset flags and drop the password-change and bind-phone prompts. */
  reset: () => void;
}

export const useAppFlags = create<AppFlags>((set) => ({
  passwordChangePrompt: false,
  bindPhonePrompt: false,
  setPrompt: (name, on) => set({ [name]: on }),
  reset: () => set({ passwordChangePrompt: false, bindPhonePrompt: false }),
}));

/** True when the go flag is set for this tab (`?go=1` seen, kept in sessionStorage). */
export function hasGoFlag(): boolean {
  return sessionStorage.getItem(GO_FLAG_KEY) === '1';
}
