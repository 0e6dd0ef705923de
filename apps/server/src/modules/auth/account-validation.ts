import { ErrorCode, GatewayError } from '@arena/protocol';
import { VALIDATION_MESSAGES_ZH, type Check } from '@arena/domain';

/** The zh-CN message of a failed domain check, with its `{param}`s filled in (spec §5). */
export function checkMessage(check: Check & { ok: false }): string {
  return VALIDATION_MESSAGES_ZH[check.key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    String(check.params?.[name] ?? whole),
  );
}

/** A field refused by a rule: 10001 with the message the form shows and `data: { field }`. */
export function fieldError(field: string, msg: string): GatewayError {
  return new GatewayError(ErrorCode.badInput, msg, { field });
}

/** Throws the spec §5 answer for `field` when a domain rule refused its value. */
export function assertRule(field: string, check: Check): void {
  if (!check.ok) throw fieldError(field, checkMessage(check));
}
