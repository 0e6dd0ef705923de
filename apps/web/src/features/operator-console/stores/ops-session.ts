import { create } from 'zustand';

const KEY = 'arena-ops-token';

interface OpsSessionState {
  token: string | null;
  name: string;
  operatorId: number;
  signIn: (token: string, name: string, operatorId: number) => void;
  clear: () => void;
}

/** The console's own session (an operator token, not a member's): kept for the tab's life only. */
export const useOpsSession = create<OpsSessionState>((set) => ({
  token: sessionStorage.getItem(KEY),
  name: sessionStorage.getItem(`${KEY}-name`) ?? '',
  operatorId: Number(sessionStorage.getItem(`${KEY}-id`) ?? 0),
  signIn: (token, name, operatorId) => {
    sessionStorage.setItem(KEY, token);
    sessionStorage.setItem(`${KEY}-name`, name);
    sessionStorage.setItem(`${KEY}-id`, String(operatorId));
    set({ token, name, operatorId });
  },
  clear: () => {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(`${KEY}-name`);
    sessionStorage.removeItem(`${KEY}-id`);
    set({ token: null, name: '', operatorId: 0 });
  },
}));
