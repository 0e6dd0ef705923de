import { useFormState } from '@/lib/use-form-state.ts';
import { serverError as placeServerError } from '../account-forms.ts';

/**
 * The shared form state (lib/use-form-state.ts) with the account screens' way of placing a refusal:
 * on the field the server names in `data.field`, else on the whole form.
 */
export function useRuleForm<F extends string>(empty: Record<F, string>) {
  const form = useFormState(empty);
  const fields = Object.keys(empty) as F[];
  return {
    ...form,
    /** Places a refusal of the server (or a network failure, as `fallback`) on its field or the form. */
    refuse: (err: unknown, fallback: string) => form.setRefusal(placeServerError(err, fields, fallback)),
    clearRefusal: () => form.setRefusal(null),
  };
}
