import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error.tsx';
import { USERNAME_MAX_LENGTH, siteDay } from '@arena/domain';
import { BarePage } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { useRegister } from '../api/register.ts';
import { useFormState } from '@/lib/use-form-state.ts';
import { useNameAvailability } from '../hooks/use-name-availability.ts';
import {
  registerFormErrors,
  registerServerError,
  type RegisterField,
  type RegisterValues,
} from '../register-form.ts';
import { returnPathAfterLogin } from '../return-path.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const EMPTY: RegisterValues = { name: '', password: '', confirm: '', birthDate: '' };

/**
 * /register: name, password and confirmation with the spec §5 rules live, and the date of birth (18+),
 * then register v4.
 */
export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const form = useFormState<RegisterField>(EMPTY);
  const { values, setRefusal: setServerError, bind } = form;
  const nameCheck = useNameAvailability(values.name);
  // The site day the 18+ rule counts from, fixed for the life of the form.
  const [today] = useState(() => siteDay(Date.now()));
  const { errors, nameStatus, canSubmit } = registerFormErrors(values, nameCheck, today);
  const register = useRegister();
  // "Taken" speaks as soon as it is known; the other rules once the field was typed in or left.
  const messageFor = (field: RegisterField) =>
    form.messageFor(field, errors[field], errors[field] === 'register.nameTaken');

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit || register.isPending) return;
    setServerError(null);
    register.mutate(
      { name: values.name, password: values.password, birthDate: values.birthDate },
      {
        onSuccess: () => void navigate(returnPathAfterLogin(params), { replace: true }),
        onError: (err) => setServerError(registerServerError(err, t('register.failed'))),
      },
    );
  };

  return (
    <BarePage title={t('register.title')}>
      <form className="card stack" onSubmit={handleSubmit} noValidate aria-describedby="register-error">
        <h1 className="m-0 text-center">{t('register.title')}</h1>
        <FormField
          id="register-name"
          label={t('register.name')}
          hint={t('register.nameHint')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={USERNAME_MAX_LENGTH}
          required
          error={messageFor('name')}
          status={nameStatus ? t(nameStatus) : null}
          {...bind('name')}
        />
        <NewPasswordFields
          ids={{ password: 'register-password', confirm: 'register-confirm' }}
          labels={{ password: t('register.password'), confirm: t('register.confirm') }}
          errors={{ password: messageFor('password'), confirm: messageFor('confirm') }}
          bind={bind}
        />
        <FormField
          id="register-birth"
          type="date"
          label={t('register.birthDate')}
          hint={t('register.birthDateHint')}
          autoComplete="bday"
          min="1900-01-01"
          max={today}
          required
          error={messageFor('birthDate')}
          {...bind('birthDate')}
        />
        <FormError id="register-error" message={form.formError} />
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
