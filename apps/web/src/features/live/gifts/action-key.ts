/**
 * One idempotency key per user action (the wallet screens' rule, docs/protocol.md): a retry of the same
 * values keeps the key, so a gateway or member retry never spends twice; new values, or a success,
 * start a new action with a new key.
 */
export class ActionKey {
  private key: string | null = null;
  private fingerprint = '';

  constructor(private readonly create: () => string = () => crypto.randomUUID()) {}

  /** The key for this submission of `values`. */
  for(values: unknown): string {
    const fingerprint = JSON.stringify(values);
    if (this.key === null || fingerprint !== this.fingerprint) {
      this.key = this.create();
      this.fingerprint = fingerprint;
    }
    return this.key;
  }

  /** The action is done: the next one gets a new key. */
  finish(): void {
    this.key = null;
  }
}
