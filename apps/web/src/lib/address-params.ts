/**
 * Query parameters the app reads from any address (spec §2): i_code (agent invitation) and r_code
 * (recommender) are kept in sessionStorage under those names; `from` and `token` are read too.
 */
export interface AddressParams {
  iCode: string | null;
  rCode: string | null;
  from: string | null;
  token: string | null;
  /** `go=1`: skip the access-caveat redirects for this tab (spec §8 "unless a go flag is set"). */
  go: boolean;
}

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

function clean(value: string | null): string | null {
  return value !== null && CODE_PATTERN.test(value) ? value : null;
}

export function readAddressParams(search: string): AddressParams {
  const q = new URLSearchParams(search);
  return {
    iCode: clean(q.get('i_code')),
    rCode: clean(q.get('r_code')),
    from: clean(q.get('from')),
    token: q.get('token') && /^[A-Za-z0-9_.-]{16,256}$/.test(q.get('token') ?? '') ? q.get('token') : null,
    go: q.get('go') === '1',
  };
}

/** Stores i_code / r_code for registration; a later address with a code replaces the earlier one. */
export function keepInvitationCodes(params: AddressParams, storage: Storage = sessionStorage): void {
  if (params.iCode) storage.setItem('i_code', params.iCode);
  if (params.rCode) storage.setItem('r_code', params.rCode);
  if (params.from) storage.setItem('from', params.from);
  if (params.go) storage.setItem('go', '1');
}
