import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawPasswordError } from '../card-rules.ts';
import { WalletField } from './wallet-field.tsx';

/** Inline confirmation of a delete: the withdraw password, then confirm or cancel. */
export function DeleteConfirm({
  id,
  what,
  pending,
  serverError,
  onConfirm,
  onCancel,
}: {
  id: string;
  what: string;
  pending: boolean;
  serverError: string | null;
  onConfirm: (withdrawPassword: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const rule = password === '' ? null : withdrawPasswordError(password);
  return (
    <form
      className="stack"
      aria-label={t('wallet.cards.deleteTitle', { what })}
      onSubmit={(e) => {
        e.preventDefault();
        if (password !== '' && rule === null) onConfirm(password);
      }}
    >
      <WalletField
        id={`${id}-password`}
        label={t('wallet.cards.password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={rule ? t(rule) : serverError}
      />
      <div className="row gap-8">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={pending || password === '' || rule !== null}
        >
          {t('wallet.cards.deleteConfirm')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
