import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field.tsx';

interface Bound {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

interface NewPasswordFieldsProps {
  /** Element ids of the two inputs (their messages are `<id>-message`). */
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  errors: { password: string | null; confirm: string | null };
  bind: (field: 'password' | 'confirm') => Bound;
}

/**
 * A new password with the spec §5 hint and its confirmation: the pair register, change password and
 * forgot password all ask for, the same way.
 */
export function NewPasswordFields({ ids, labels, errors, bind }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id={ids.password}
        label={labels.password}
        hint={t('register.passwordHint')}
        type="password"
        autoComplete="new-password"
        maxLength={32}
        required
        error={errors.password}
        {...bind('password')}
      />
      <FormField
        id={ids.confirm}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        maxLength={32}
        required
        error={errors.confirm}
        {...bind('confirm')}
      />
    </>
  );
}
