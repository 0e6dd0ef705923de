import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarePage } from '@/app/page.tsx';
import { paths } from '@/app/paths.ts';
import { useRegister } from '../api/register.ts';
import type { ServerFieldError } from '../account-form-rules.ts';
import { useNameAvailability } from '../hooks/use-name-availability.ts';
import {
  registerFormErrors,
  registerServerError,
  type RegisterField,
  type RegisterValues,
} from '../register-form.ts';
import { returnPathAfterLogin } from '../return-path.ts';
import { FormField } from './form-field.tsx';

const EMPTY: RegisterValues = { name: '', password: '', confirm: '' };

/** /register: name, password and confirmation with the spec §5 rules live, then register v4. */
export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<RegisterField, boolean>>>({});
  const [serverError, setServerError] = useState<ServerFieldError<RegisterField> | null>(null);
  const nameCheck = useNameAvailability(values.name);
  const { errors, nameStatus, canSubmit } = registerFormErrors(values, nameCheck);
  const register = useRegister();

  const messageFor = (field: RegisterField): string | null => {
    if (serverError?.field === field) return serverError.message;
    const key = errors[field];
    // A rule speaks once the field has been typed in or left; "taken" speaks as soon as it is known.
    const shown = touched[field] === true || values[field] !== '' || key === 'register.nameTaken';
    return key !== null && shown ? t(key) : null;
  };

  const bind = (field: RegisterField) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      if (serverError?.field === field || serverError?.field === 'form') setServerError(null);
    },
    onBlur: () => setTouched((s) => ({ ...s, [field]: true })),
  });

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit || register.isPending) return;
    setServerError(null);
    register.mutate(
      { name: values.name, password: values.password },
      {
        onSuccess: () => void navigate(returnPathAfterLogin(params), { replace: true }),
        onError: (err) => setServerError(registerServerError(err, t('register.failed'))),
      },
    );
  };

  return (
    <BarePage title={t('register.title')}>
      <form className="card stack" onSubmit={handleSubmit} noValidate aria-describedby="register-error">
        <h1 style={{ margin: 0, textAlign: 'center' }}>{t('register.title')}</h1>
        <FormField
          id="register-name"
          label={t('register.name')}
          hint={t('register.nameHint')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={16}
          required
          error={messageFor('name')}
          status={nameStatus ? t(nameStatus) : null}
          {...bind('name')}
        />
        <FormField
          id="register-password"
          label={t('register.password')}
          hint={t('register.passwordHint')}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          required
          error={messageFor('password')}
          {...bind('password')}
        />
        <FormField
          id="register-confirm"
          label={t('register.confirm')}
          type="password"
          autoComplete="new-password"
          maxLength={32}
          required
          error={messageFor('confirm')}
          {...bind('confirm')}
        />
        <p id="register-error" className="field error" role="alert">
          {serverError?.field === 'form' ? serverError.message : ''}
        </p>
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={!canSubmit || register.isPending}
        >
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </button>
        <Link className="btn btn-ghost btn-block" to={`${paths.login}${search}`}>
          {t('register.haveAccount')}
        </Link>
      </form>
    </BarePage>
  );
}
