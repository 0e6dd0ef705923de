import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useOpsLogin } from '../api/ops-mutations.ts';

/** Operator sign-in (accounts are created with `npm run admin -- support-operator …`). */
export function OpsLogin() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const login = useOpsLogin();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ name: name.trim(), password });
  };
  return (
    <form className="card stack" onSubmit={handleSubmit} aria-labelledby="ops-login-title">
      <h2 id="ops-login-title">{t('opsConsole.loginTitle')}</h2>
      <label className="stack">
        <span>{t('opsConsole.name')}</span>
        <input value={name} autoComplete="username" onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="stack">
        <span>{t('opsConsole.password')}</span>
        <input
          type="password"
          value={password}
          autoComplete="current-password"
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {login.isError && (
        <p role="alert" className="error">
          {errorText(login.error, t('opsConsole.loadFailed'))}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={login.isPending || !name || !password}>
        {login.isPending ? t('opsConsole.signingIn') : t('opsConsole.signIn')}
      </button>
    </form>
  );
}
