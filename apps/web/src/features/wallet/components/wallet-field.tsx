import type { InputHTMLAttributes, ReactNode } from 'react';

interface WalletFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  id: string;
  label: string;
  /** Rule or server message; marks the input invalid and is announced. */
  error: string | null;
  /** A neutral line under the input (limits, hints). */
  hint?: ReactNode;
  /** Something after the input on the same row (an "all" button). */
  addon?: ReactNode;
}

/** A labelled wallet input: `aria-invalid` and `aria-describedby` to its hint and message. */
export function WalletField({ id, label, error, hint, addon, ...input }: WalletFieldProps) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="row gap-8">
        <input
          id={id}
          className="grow min-w-0"
          {...input}
          aria-invalid={error !== null}
          aria-describedby={hint ? `${hintId} ${messageId}` : messageId}
        />
        {addon}
      </div>
      {hint && (
        <span id={hintId} className="muted text-13" data-testid={hintId}>
          {hint}
        </span>
      )}
      <span id={messageId} className="error min-h-18" aria-live="polite" data-testid={messageId}>
        {error ?? ''}
      </span>
    </div>
  );
}
