import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  id: string;
  label: string;
  /** Rule or server message; marks the input invalid. */
  error: string | null;
  /** A positive or neutral line (e.g. "可以使用") shown when there is no error. */
  status?: string | null;
  hint?: string;
}

/** A labelled input whose message is announced: `aria-invalid` plus `aria-describedby` to the hint and message. */
export function FormField({ id, label, error, status, hint, ...input }: FormFieldProps) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error !== null}
        aria-describedby={hint ? `${hintId} ${messageId}` : messageId}
      />
      {hint && (
        <span id={hintId} className="muted text-13">
          {hint}
        </span>
      )}
      <span
        id={messageId}
        className={error ? 'error' : 'muted field-status'}
        aria-live="polite"
        data-testid={messageId}
      >
        {error ?? status ?? ''}
      </span>
    </div>
  );
}
