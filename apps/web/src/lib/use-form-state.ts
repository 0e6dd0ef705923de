import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { ruleParams, type RuleParams } from './rule-params.ts';

/** Where a refused submit is shown: on one of the form's fields, or above the submit button. */
export interface FieldRefusal<F extends string> {
  field: F | 'form';
  message: string;
}

/** A field's rule message: a catalogue key, or a key with the range it names. */
export type FieldRule = ParseKeys | { key: ParseKeys; params?: RuleParams };

/**
 * The state every form shares: values, which fields were left, and the server's refusal placed on a
 * field (its `data.field`) or on the whole form. A field's message is the refusal, else its rule once
 * the field was typed in or left (or at once when `urgent`, e.g. a taken name). Typing in a field
 * clears a refusal placed on it or on the whole form.
 */
export function useFormState<F extends string>(empty: Record<F, string>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [refusal, setRefusal] = useState<FieldRefusal<F> | null>(null);

  const ruleText = (rule: FieldRule) =>
    typeof rule === 'string' ? t(rule) : t(rule.key, ruleParams(rule.params));

  const messageFor = (field: F, rule: FieldRule | null, urgent = false): string | null => {
    if (refusal?.field === field) return refusal.message;
    const shown = urgent || touched[field] === true || values[field] !== '';
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
    reset,
    refusal,
    setRefusal,
    /** The refusal placed on the whole form, for the line under it. */
    formError: refusal?.field === 'form' ? refusal.message : null,
  };
}
