import { create } from 'zustand';
import { VERIFY_REOPEN_DELAY_MS, type VerifyTypes } from '@arena/domain';
import { VERIFY_RESULT_FIELD, type VerifyScope } from '@arena/protocol';

/** The check result merged into the retried request (spec §4), or null when the dialog was closed. */
export type VerificationResult = Record<string, unknown> | null;

interface VerifyDialogState {
  /** Types of the open request; null while the dialog is closed. */
  types: VerifyTypes | null;
  /** Counts openings, so each one mounts a fresh dialog. */
  opening: number;
  /** The call and login name the ticket is bound to (sent with the answer); null when not given. */
  scope: VerifyScope | null;
}

/** UI state of the security verification dialog (spec §4). */
export const useVerifyStore = create<VerifyDialogState>(() => ({ types: null, opening: 0, scope: null }));

let pending: Promise<VerificationResult> | null = null;
let settle: ((result: VerificationResult) => void) | null = null;
let closedAt = Number.NEGATIVE_INFINITY;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Opens the verification dialog and resolves with `{ captchaVerification: <ticket> }` once the member
 * passes, or `null` when they close it (spec §4). Requests that arrive while it is open (or about to
 * open) share the same dialog and result; a new dialog opens no sooner than 500 ms after the last one
 * closed (spec §9 "verification reopen 500 ms"). The ticket is bound to `scope`, the first request's
 * call and login name: a request for another call that shares the dialog meets need-safe again.
 */
export function requestVerification(types: VerifyTypes, scope?: VerifyScope): Promise<VerificationResult> {
  if (pending) return pending;
  const opened = (async () => {
    const wait = closedAt + VERIFY_REOPEN_DELAY_MS - Date.now();
    if (wait > 0) await sleep(wait);
    return new Promise<VerificationResult>((resolve) => {
      settle = resolve;
      useVerifyStore.setState((s) => ({ types, opening: s.opening + 1, scope: scope ?? null }));
    });
  })();
  pending = opened;
  return opened;
}

function finish(result: VerificationResult): void {
  const resolve = settle;
  if (!resolve) return; // no dialog open (still waiting out the reopen delay): nothing to settle
  settle = null;
  pending = null;
  closedAt = Date.now();
  useVerifyStore.setState({ types: null });
  resolve(result);
}

/** The member passed: hand the single-use ticket (the `x-qc` header of `/api/gw/ic/verify`) to the retry. */
export function completeVerification(ticket: string): void {
  finish({ [VERIFY_RESULT_FIELD]: ticket });
}

/** The member closed the dialog: the request fails with the close tip (spec §4). */
export function cancelVerification(): void {
  finish(null);
}
