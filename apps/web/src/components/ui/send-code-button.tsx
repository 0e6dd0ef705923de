import { useState } from 'react';
import { useSecondsLeft } from './use-seconds-left.ts';

interface SendCodeButtonProps {
  /** Sends the code; resolves with the server's cooldown, or `null` when refused (the caller shows why). */
  onSend: () => Promise<{ cooldownSeconds: number } | null>;
  /** The target is not valid yet (the button stays off). */
  disabled?: boolean;
  labels: { send: string; sending: string; resendIn: (seconds: number) => string };
  testId?: string;
}

/**
 * "获取验证码" with the resend cooldown the server answered (auth.sendCodeV3 `cooldownSeconds`): off while
 * sending and while the cooldown runs, counting down in its label. The caller shows a refusal itself.
 */
export function SendCodeButton({ onSend, disabled = false, labels, testId }: SendCodeButtonProps) {
  const [until, setUntil] = useState(0);
  const [pending, setPending] = useState(false);
  const left = useSecondsLeft(until);

  const handleClick = () => {
    if (pending || left > 0 || disabled) return;
    setPending(true);
    void onSend()
      .then((sent) => {
        if (sent) setUntil(Date.now() + sent.cooldownSeconds * 1000);
      })
      .finally(() => setPending(false));
  };

  return (
    <button
      type="button"
      className="btn btn-secondary send-code"
      disabled={disabled || pending || left > 0}
      onClick={handleClick}
      data-testid={testId}
    >
      {pending ? labels.sending : left > 0 ? labels.resendIn(left) : labels.send}
    </button>
  );
}
