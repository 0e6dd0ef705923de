/**
 * Where to go after login (spec §2: "/login accepts optional fromPage or the current query string").
 * - `fromPage` (a same-origin path) wins;
 * - otherwise the rest of the login page's query string is carried to home (e.g. a campaign's `from`);
 * - an absolute or protocol-relative fromPage is ignored: no open redirect.
 */
export function returnPathAfterLogin(params: URLSearchParams, home = '/app/home'): string {
  const from = params.get('fromPage');
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')) return from;
  const rest = new URLSearchParams(params);
  rest.delete('fromPage');
  const query = rest.toString();
  return query ? `${home}?${query}` : home;
}
