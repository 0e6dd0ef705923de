import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog.tsx';

/**
 * The dialog a chat line opens (a member's actions, a room admin's actions): the line quoted as text,
 * the actions, a refusal in the server's words, and a cancel button. Portalled to the body so the
 * chat list's scrolling box does not clip it.
 */
export function LineDialogShell({
  title,
  quote,
  error,
  onClose,
  children,
}: {
  title: string;
  quote: string;
  error: string | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return createPortal(
    <Dialog
      title={title}
      onDismiss={onClose}
      actions={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('chatAdmin.cancel')}
        </button>
      }
    >
      <p className="chat-manage-quote">{quote}</p>
      {children}
      <p className="chat-error" role="alert">
        {error}
      </p>
    </Dialog>,
    document.body,
  );
}
