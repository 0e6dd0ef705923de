import type { VerifyTypes } from '@arena/domain';

/**
 * Opens the security verification (spec §4) and resolves with the check result to merge into the
 * retried request, or `null` when the member closed the dialog. The verify feature registers it from
 * `app/`, so the gateway (in lib/) never imports a feature.
 */
export type VerificationHandler = (types: VerifyTypes) => Promise<Record<string, unknown> | null>;

let handler: VerificationHandler | undefined;

export function setVerificationHandler(h: VerificationHandler): void {
  handler = h;
}

export function getVerificationHandler(): VerificationHandler | undefined {
  return handler;
}
