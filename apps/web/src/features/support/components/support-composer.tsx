import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { readAsDataUrl } from '@/lib/read-data-url.ts';
import { imageProblem } from '../image-file.ts';
import { useSendSupportLine } from '../api/send-support-line.ts';

/** Text box, send button and image picker of /cs; `onOffline` when the server says no one is online. */
export function SupportComposer({
  who,
  orderNo,
  onOffline,
}: {
  who: string;
  orderNo: string | undefined;
  onOffline: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = useSendSupportLine(who);
  const file = useRef<HTMLInputElement>(null);

  const deliver = (input: { text?: string; image?: string }) =>
    send.mutateAsync({ ...input, ...(orderNo ? { orderNo } : {}) }).catch((err: unknown) => {
      if (err instanceof GatewayError && err.code === ErrorCode.supportOffline) onOffline();
      else toast(errorText(err, t('support.sendFailed')), { kind: 'error' });
      throw err;
    });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    void deliver({ text: body }).then(
      () => setText(''),
      () => undefined, // already shown
    );
  };

  const handlePick = async (picked: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!picked) return;
    const problem = imageProblem(picked);
    if (problem) {
      toast(t(problem === 'type' ? 'support.imageType' : 'support.imageSize'), { kind: 'error' });
      return;
    }
    await deliver({ image: await readAsDataUrl(picked) }).catch(() => undefined);
  };

  return (
    <form className="stack" onSubmit={handleSubmit}>
      <label className="stack">
        <span className="muted">{t('support.message')}</span>
        <textarea
          value={text}
          maxLength={1000}
          rows={2}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) handleSubmit(e);
          }}
        />
      </label>
      <div className="flex gap-8">
        <label className="btn btn-secondary">
          {t('support.sendImage')}
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            hidden
            onChange={(e) => void handlePick(e.target.files?.[0])}
          />
        </label>
        <button type="submit" className="btn btn-primary grow" disabled={send.isPending}>
          {send.isPending ? t('support.sending') : t('support.send')}
        </button>
      </div>
    </form>
  );
}
