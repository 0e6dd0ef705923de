/**
 * Encodes a GET query or a form body the way the client sends it (spec §7 "some are form-encoded POST
 * or GET with query"): values as strings, in key order, `undefined` left out. The result is what the
 * signature covers, so client and server tests must build it the same way: here, once.
 */
export function encodeQuery(input: unknown): string {
  return new URLSearchParams(
    Object.entries((input ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
}
