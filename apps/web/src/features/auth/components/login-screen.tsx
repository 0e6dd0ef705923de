import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error.tsx';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { BarePage } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { screenTitleKey } from '@/lib/screen-names.ts';
import { useLogin } from '../api/login.ts';
import { returnPathAfterLogin } from '../return-path.ts';

function LoginForm({ variant }: { variant: 'default' | 'fresh' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const target = returnPathAfterLogin(params);
  const targetTitle = screenTitleKey(target);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate(
      { name: name.trim(), password },
      {
        onSuccess: () => void navigate(target, { replace: true }),
        // A dormant member (10210) activates the account first; the name goes along in the history state.
        onError: (err) => {
          if (err instanceof GatewayError && err.code === ErrorCode.memberDormant)
            void navigate(`${paths.activate}${search}`, { state: { name: name.trim() } });
        },
      },
    );
  };

  return (
    <BarePage title={variant === 'fresh' ? t('login.freshTitle') : t('login.title')}>
      <form className="card stack" onSubmit={handleSubmit} noValidate aria-describedby="login-error">
        <h1 className="m-0 text-center">{variant === 'fresh' ? t('login.freshTitle') : t('login.title')}</h1>
        {target.split('?')[0] !== paths.home && (
          <p className="muted" data-testid="login-return">
            {t('login.returnTo', { page: targetTitle ? t(targetTitle) : t('screens.previous') })}
          </p>
        )}
        <label className="field">
          <span>{t('login.name')}</span>
          <input
            name="name"
            autoComplete="username"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={32}
          />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            maxLength={32}
          />
        </label>
        <Link to={`${paths.forgot}${search}`} className="self-end text-14">
          {t('forgot.link')}
        </Link>
        <FormError id="login-error" message={login.error?.message} />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={login.isPending || !name || !password}
        >
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
        <Link className="btn btn-secondary btn-block" to={`${paths.register}${search}`}>
          {t('register.noAccount')}
        </Link>
        <Link className="btn btn-ghost btn-block" to={paths.home}>
          {t('login.visitorBrowse')}
        </Link>
      </form>
    </BarePage>
  );
}

/** /login (spec §2): honours `fromPage` or the current query string. */
export function LoginScreen() {
  return <LoginForm variant="default" />;
}

/** /entry/login: the 'fresh' theme's login entry (spec §2). */
export function FreshLoginScreen() {
  return <LoginForm variant="fresh" />;
}
