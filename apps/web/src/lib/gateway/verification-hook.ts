import type { VerifyTypes } from '@arena/domain';
import type { VerifyScope } from '@arena/protocol';

/**
 * Opens the security verification (spec §4) and resolves with the check result to merge into the
 * retried request, or `null` when the member closed the dialog. `scope` names the call and login name
 * the ticket will be bound to. The verify feature registers it from `app/`, so the gateway (in lib/)
 * never imports a feature.
 */
export type VerificationHandler = (
  types: VerifyTypes,
  scope: VerifyScope,
) => Promise<Record<string, unknown> | null>;

let handler: VerificationHandler | undefined;

export function setVerificationHandler(h: VerificationHandler): void {
  handler = h;
}

export function getVerificationHandler(): VerificationHandler | undefined {
  return handler;
}
