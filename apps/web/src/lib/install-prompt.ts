import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered to install the web app; `prompt` shows its dialog. */
  canPrompt: boolean;
  /** Running as the installed app (standalone window) or installed in this visit. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = {
  canPrompt: false,
  installed: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
};
const listeners = new Set<() => void>();
const update = (next: Partial<InstallState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

/**
 * The browser fires its install offer once, early, perhaps before home's download section is loaded:
 * the offer is kept from the start (this module is in the first load), and the section's button
 * replays it.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canPrompt: false, installed: true });
  });
}

/** Shows the browser's install dialog, if it offered one; the offer can be used once. */
export async function promptInstall(): Promise<void> {
  const offer = deferred;
  if (!offer) return;
  deferred = null;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  update({ canPrompt: false, installed: outcome === 'accepted' || state.installed });
}

/** Whether the web app can be installed from a button now, or already is. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
