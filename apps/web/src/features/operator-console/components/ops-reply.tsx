import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_IMAGE_MAX_BYTES } from '@arena/protocol';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { readAsDataUrl } from '@/lib/read-data-url.ts';
import { useCloseConversation, useOpsSend } from '../api/ops-mutations.ts';

/** The taker's reply box (text or an image) and the close-with-note form. */
export function OpsReply({ id }: { id: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const send = useOpsSend(id);
  const close = useCloseConversation(id);
  const file = useRef<HTMLInputElement>(null);
  const fail = (err: unknown) => toast(errorText(err, t('opsConsole.loadFailed')), { kind: 'error' });

  const handleSend = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate({ text: text.trim() }, { onSuccess: () => setText(''), onError: fail });
  };
  const handleImage = async (picked: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!picked) return;
    if (picked.size > SUPPORT_IMAGE_MAX_BYTES) return fail(null);
    send.mutate({ image: await readAsDataUrl(picked) }, { onError: fail });
  };
  const handleClose = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return toast(t('opsConsole.noteRequired'), { kind: 'error' });
    close.mutate(note.trim(), { onError: fail });
  };

  return (
    <div className="card stack">
      <form className="stack" onSubmit={handleSend}>
        <label className="stack">
          <span>{t('opsConsole.reply')}</span>
          <textarea value={text} rows={2} maxLength={1000} onChange={(e) => setText(e.target.value)} />
        </label>
        <div className="flex gap-8">
          <label className="btn btn-secondary">
            {t('opsConsole.sendImage')}
            <input
              ref={file}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              hidden
              onChange={(e) => void handleImage(e.target.files?.[0])}
            />
          </label>
          <button type="submit" className="btn btn-primary grow" disabled={send.isPending}>
            {t('opsConsole.send')}
          </button>
        </div>
      </form>
      <form className="stack" onSubmit={handleClose}>
        <label className="stack">
          <span>{t('opsConsole.closeNote')}</span>
          <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-secondary" disabled={close.isPending}>
          {t('opsConsole.close')}
        </button>
      </form>
    </div>
  );
}
