import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

interface ClosableDialogProps {
  title: string;
  /** Escape and the footer's first button both call this, so leaving never does more than closing. */
  onClose: () => void;
  /** The close button's text: 取消, 关闭, 稍后 … */
  closeLabel: string;
  /** `secondary` beside a primary action (the default); `plain` when closing is the only button. */
  closeVariant?: 'secondary' | 'plain';
  /** The dialog's own buttons, after the close button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A dialog whose footer starts with a close button that does what Escape does. */
export function ClosableDialog({
  title,
  onClose,
  closeLabel,
  closeVariant = 'secondary',
  actions,
  children,
}: ClosableDialogProps) {
  const close = (
    <button
      type="button"
      className={closeVariant === 'secondary' ? 'btn btn-secondary' : 'btn'}
      onClick={onClose}
    >
      {closeLabel}
    </button>
  );
  return (
    <Dialog
      title={title}
      onDismiss={onClose}
      actions={
        actions ? (
          <>
            {close}
            {actions}
          </>
        ) : (
          close
        )
      }
    >
      {children}
    </Dialog>
  );
}
