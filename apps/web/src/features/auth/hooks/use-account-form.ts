import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessageKey, ServerFieldError } from '../account-form-rules.ts';

/**
 * The state every account form shares (register, change password): values, which fields were left,
 * and the server's refusal placed on a field. A field's message is the server's refusal, else its
 * spec §5 rule once the field was typed in or left (or at once when `urgent`, e.g. a taken name).
 * Typing in a field clears a refusal placed on it or on the whole form.
 */
export function useAccountForm<F extends string>(empty: Record<F, string>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverError, setServerError] = useState<ServerFieldError<F> | null>(null);

  const messageFor = (field: F, rule: FormMessageKey | null, urgent = false): string | null => {
    if (serverError?.field === field) return serverError.message;
    const shown = urgent || touched[field] === true || values[field] !== '';
    return rule !== null && shown ? t(rule) : null;
  };

  const bind = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      if (serverError?.field === field || serverError?.field === 'form') setServerError(null);
    },
    onBlur: () => setTouched((s) => ({ ...s, [field]: true })),
  });

  return { values, serverError, setServerError, messageFor, bind };
}
