import { create } from 'zustand';

/** One alert-style dialog at a time: the spec's prompts (warm reminder, alerts) are all single-choice. */
export interface AlertDialog {
  title: string;
  message: string;
  okLabel?: string;
  cancelLabel?: string;
  onOk?: () => void;
  onCancel?: () => void;
}

interface DialogState {
  current: AlertDialog | null;
  open: (dialog: AlertDialog) => void;
  close: () => void;
}

export const useDialogStore = create<DialogState>((set) => ({
  current: null,
  open: (dialog) => set({ current: dialog }),
  close: () => set({ current: null }),
}));

export function showAlert(dialog: AlertDialog): void {
  useDialogStore.getState().open(dialog);
}
