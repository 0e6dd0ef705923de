import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field.tsx';
import { SendCodeButton } from '@/components/ui/send-code-button.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { CODE_LENGTH } from '../account-forms.ts';
import { useSendCode, type SendCodeInput } from '../api/send-code.ts';
import './account.css';

interface CodeRowProps {
  id: string;
  /** What to send (auth.sendCodeV3), or null while the target is not valid yet. */
  request: SendCodeInput | null;
  /** A refused send (cooldown, bad target …): the caller places it on its form. */
  onSendError: (err: unknown) => void;
  error: string | null;
  bind: Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'>;
}

/** The code field with its "获取验证码" button: codes go to the outbox, the button counts the cooldown down. */
export function CodeRow({ id, request, onSendError, error, bind }: CodeRowProps) {
  const { t } = useTranslation();
  const send = useSendCode();
  const handleSend = async () => {
    if (!request) return null;
    try {
      const sent = await send.mutateAsync(request);
      toast(t('security.codeSent'), { kind: 'success' });
      return sent;
    } catch (err) {
      onSendError(err);
      return null;
    }
  };
  return (
    <div className="row items-start flex-nowrap">
      <div className="grow min-w-0">
        <FormField
          id={id}
          label={t('security.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          required
          error={error}
          {...bind}
        />
      </div>
      <div className="code-row-send">
        <SendCodeButton
          onSend={handleSend}
          disabled={request === null}
          testId={`${id}-send`}
          labels={{
            send: t('security.sendCode'),
            sending: t('security.sending'),
            resendIn: (seconds) => t('security.resendIn', { seconds }),
          }}
        />
      </div>
    </div>
  );
}
