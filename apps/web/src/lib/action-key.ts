import { useState } from 'react';

/** A fresh idempotency key (catalogue `idempotencyKey`: 8–64 characters). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * One key per user action (a retry never moves money twice). The key rides in the call's
 * input, so the gateway's own retries (envelope renewal, line switch, verification) resend it as is.
 * When the member presses submit again after a failure with the same values, it is still the same
 * action and keeps its key; new values, or a success, start a new action with a new key.
 */
export class ActionKey {
  private key: string | null = null;
  private fingerprint = '';

  constructor(private readonly create: () => string = newIdempotencyKey) {}

  /** The key for this submission of `values`. */
  for(values: unknown): string {
    const fingerprint = JSON.stringify(values);
    if (this.key === null || fingerprint !== this.fingerprint) {
      this.key = this.create();
      this.fingerprint = fingerprint;
    }
    return this.key;
  }

  /** The action is done (it succeeded, or the server refused it for good): the next one gets a new key. */
  finish(): void {
    this.key = null;
  }
}

/** The idempotency key holder of one form (one key per user action, see ActionKey). */
export function useActionKey(): ActionKey {
  const [holder] = useState(() => new ActionKey());
  return holder;
}
