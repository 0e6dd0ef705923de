import { create } from 'zustand';

export type ToastKind = 'info' | 'error' | 'success';
export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

interface ToastState {
  toasts: Toast[];
  show: (text: string, opts?: { kind?: ToastKind; durationMs?: number }) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;
const DEFAULT_DURATION_MS = 2000;

/** Toast queue; at most three visible, oldest dropped first. Durations come from the caller (spec §8). */
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (text, { kind = 'info', durationMs = DEFAULT_DURATION_MS } = {}) => {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts.slice(-2), { id, text, kind }] }));
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (gateway error handling, forms). */
export function toast(text: string, opts?: { kind?: ToastKind; durationMs?: number }): void {
  useToastStore.getState().show(text, opts);
}
