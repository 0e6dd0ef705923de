/**
 * Lets non-React code (the gateway's §8 handling) navigate through the app's router. `app/` wires the
 * router in at start-up; until then navigation falls back to a full page load.
 */
export type Navigate = (to: string, options?: { state?: unknown; replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { state?: unknown; replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
}

/** The current path, for rules such as "unless on /cs" (spec §8). */
export function currentPath(): string {
  return window.location.pathname;
}
