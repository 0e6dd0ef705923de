import { useState } from 'react';
import { WITHDRAW_PASSWORD_LENGTH } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';
import { useSetWithdrawPassword } from '../api/set-withdraw-password.ts';
import { withdrawPasswordError } from '../card-rules.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { WalletField } from './wallet-field.tsx';

/**
 * Shown when a wallet call answers "withdraw password not set" (10211): the member sets it here and
 * then repeats the action, instead of being sent away from the form.
 */
export function SetWithdrawPassword({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSetWithdrawPassword();
  const rule = password === '' ? null : withdrawPasswordError(password);
  const mismatch = repeat !== '' && repeat !== password ? t('wallet.withdraw.setPasswordMismatch') : null;
  const ready = password !== '' && rule === null && repeat === password;
  return (
    <form
      className="card stack"
      aria-labelledby="set-withdraw-password-title"
      data-testid="set-withdraw-password"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        save.mutate(password, {
          onSuccess: () => {
            toast(t('wallet.withdraw.setPasswordDone'), { kind: 'success' });
            onDone();
          },
          onError: (err) => setServerError(errorText(err, t('wallet.failed'))),
        });
      }}
    >
      <h2 id="set-withdraw-password-title" className="m-0">
        {t('wallet.withdraw.setPasswordTitle')}
      </h2>
      <p className="muted m-0">{t('wallet.withdraw.setPasswordBody')}</p>
      <WalletField
        id="set-withdraw-password"
        label={t('wallet.withdraw.password')}
        type="password"
        inputMode="numeric"
        maxLength={WITHDRAW_PASSWORD_LENGTH}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={rule ? t(rule) : null}
      />
      <WalletField
        id="set-withdraw-password-repeat"
        label={t('wallet.withdraw.setPasswordConfirm')}
        type="password"
        inputMode="numeric"
        maxLength={WITHDRAW_PASSWORD_LENGTH}
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={mismatch ?? serverError}
      />
      <button type="submit" className="btn btn-primary" disabled={!ready || save.isPending}>
        {t('wallet.withdraw.setPasswordSubmit')}
      </button>
    </form>
  );
}
