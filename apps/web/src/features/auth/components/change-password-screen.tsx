import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error.tsx';
import { Page } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { applyFailure } from '@/lib/gateway/failure-effects.ts';
import { useSession } from '@/lib/session.ts';
import { loginPathFor, useThemeStore } from '@/lib/theme.ts';
import { useUpdatePass } from '../api/update-pass.ts';
import { useFormState } from '@/lib/use-form-state.ts';
import {
  changePasswordFormErrors,
  changePasswordServerError,
  type ChangePasswordField,
  type ChangePasswordValues,
} from '../change-password-form.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const EMPTY: ChangePasswordValues = { oldPassword: '', password: '', confirm: '' };

/** /app/me/password (members only): current password, new password with the spec §5 rule, confirmation. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const theme = useThemeStore((s) => s.theme);
  const form = useFormState<ChangePasswordField>(EMPTY);
  const { values, setRefusal: setServerError, bind } = form;
  // Set when the change succeeded: the session is then cleared on purpose, not a visitor arriving.
  const [changed, setChanged] = useState(false);
  const updatePass = useUpdatePass();
  const { errors, canSubmit } = changePasswordFormErrors(values, user?.name);

  if (!token && !changed) {
    return (
      <Navigate to={`${loginPathFor(theme)}?fromPage=${encodeURIComponent(paths.mePassword)}`} replace />
    );
  }

  const messageFor = (field: ChangePasswordField) => form.messageFor(field, errors[field]);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit || updatePass.isPending) return;
    setServerError(null);
    updatePass.mutate(
      { name: user?.name ?? '', oldPassword: values.oldPassword, password: values.password },
      {
        onSuccess: () => {
          // The server has ended every session of the member (10103 next time): end this one now with
          // the spec §4 session-end flow instead of waiting for the next call to fail.
          setChanged(true);
          toast(t('password.changed'), { kind: 'success' });
          applyFailure({ kind: 'session-end', message: t('password.reLogin'), dedupe: false });
        },
        onError: (err) =>
          setServerError(
            changePasswordServerError(err, {
              oldWrong: t('password.oldWrong'),
              fallback: t('password.failed'),
            }),
          ),
      },
    );
  };

  return (
    <Page title={t('password.title')} back>
      <form className="card stack" onSubmit={handleSubmit} noValidate aria-describedby="password-error">
        <FormField
          id="password-old"
          label={t('password.old')}
          type="password"
          autoComplete="current-password"
          maxLength={32}
          required
          error={messageFor('oldPassword')}
          {...bind('oldPassword')}
        />
        <NewPasswordFields
          ids={{ password: 'password-new', confirm: 'password-confirm' }}
          labels={{ password: t('password.new'), confirm: t('password.confirm') }}
          errors={{ password: messageFor('password'), confirm: messageFor('confirm') }}
          bind={bind}
        />
        <FormError id="password-error" message={form.formError} />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={!canSubmit || updatePass.isPending}
        >
          {updatePass.isPending ? t('password.submitting') : t('password.submit')}
        </button>
      </form>
    </Page>
  );
}
