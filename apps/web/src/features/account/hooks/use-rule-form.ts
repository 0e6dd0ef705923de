import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverError as placeServerError, type RuleMessage } from '../account-forms.ts';
import { ruleParams } from '@/lib/rule-params.ts';

/**
 * Form state of the account screens: values, which fields were left, and the server's refusal placed
 * on a field (its `data.field`) or on the whole form. A field's message is the server's refusal, else its
 * rule once the field was typed in or left. Typing clears a refusal on that field or on the form.
 */
export function useRuleForm<F extends string>(empty: Record<F, string>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [refusal, setRefusal] = useState<{ field: F | 'form'; message: string } | null>(null);
  const fields = Object.keys(empty) as F[];

  // The rules interpolate only a length range or a maximum.
  const ruleText = (rule: RuleMessage) => t(rule.key, ruleParams(rule.params));

  const messageFor = (field: F, rule: RuleMessage | null): string | null => {
    if (refusal?.field === field) return refusal.message;
    const shown = touched[field] === true || values[field] !== '';
    return rule !== null && shown ? ruleText(rule) : null;
  };

  const bind = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      if (refusal?.field === field || refusal?.field === 'form') setRefusal(null);
    },
    onBlur: () => setTouched((s) => ({ ...s, [field]: true })),
  });

  /** Places a refusal of the server (or a network failure, as `fallback`) on its field or the form. */
  const refuse = (err: unknown, fallback: string) => setRefusal(placeServerError(err, fields, fallback));

  const reset = (next: Record<F, string> = empty) => {
    setValues(next);
    setTouched({});
    setRefusal(null);
  };

  return {
    values,
    setValues,
    messageFor,
    bind,
    refuse,
    reset,
    formError: refusal?.field === 'form' ? refusal.message : null,
    clearRefusal: () => setRefusal(null),
  };
}
