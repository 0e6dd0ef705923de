import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import type { MessageItem } from '@arena/protocol';
import { Dialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useSetSticky } from '../api/set-sticky.ts';
import { useDeleteMessages } from '../api/delete-messages.ts';
import type { MessageKind } from '../api/message-keys.ts';

interface MessageDetailProps {
  kind: MessageKind;
  item: MessageItem;
  onClose: () => void;
}

/** Only in-app paths are followed (the server stores nothing else; this keeps old rows harmless). */
const appPath = (link: string | null | undefined) =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : null;

/**
 * One letter or notice: its text (rendered as text, never as HTML), time and link, with sticky and
 * delete. Opening it marks it read.
 */
export function MessageDetail({ kind, item, onClose }: MessageDetailProps) {
  const { t } = useTranslation();
  const markRead = useMarkRead(kind);
  const setSticky = useSetSticky(kind);
  const remove = useDeleteMessages(kind);
  const [confirming, setConfirming] = useState(false);
  const { mutate: read } = markRead;

  useEffect(() => {
    if (!item.read) read([item.id]);
  }, [item.id, item.read, read]);

  const toggleSticky = () =>
    setSticky.mutate(
      { id: item.id, sticky: !item.sticky },
      { onSuccess: () => toast(t(item.sticky ? 'inbox.unstickyDone' : 'inbox.stickyDone')) },
    );
  const onDelete = () =>
    remove.mutate([item.id], {
      onSuccess: () => {
        toast(t('inbox.deleted'));
        onClose();
      },
    });
  const link = appPath(item.link);

  if (confirming)
    return (
      <Dialog
        title={t('inbox.delete')}
        onDismiss={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {t('inbox.cancel')}
            </button>
            <button type="button" className="btn btn-primary" disabled={remove.isPending} onClick={onDelete}>
              {t('inbox.confirm')}
            </button>
          </>
        }
      >
        <p>{t('inbox.deleteConfirm')}</p>
      </Dialog>
    );

  return (
    <Dialog
      title={item.title}
      onDismiss={onClose}
      actions={
        <>
          <button type="button" className="btn" disabled={setSticky.isPending} onClick={toggleSticky}>
            {t(item.sticky ? 'inbox.stickyOff' : 'inbox.stickyOn')}
          </button>
          <button type="button" className="btn" onClick={() => setConfirming(true)}>
            {t('inbox.delete')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('inbox.close')}
          </button>
        </>
      }
    >
      <p className="muted">{t('inbox.sentAt', { time: formatDateTime(item.createdAt) })}</p>
      <p className="inbox-content">{item.content}</p>
      {link && (
        <Link className="btn btn-primary" to={link} onClick={onClose}>
          {t('inbox.openLink')}
        </Link>
      )}
    </Dialog>
  );
}
