/**
 * API lines (spec §7 "line configuration", §9 "domain rotation by error count"): the base URLs the
 * gateway may use, the one in use, and the count of consecutive network failures. After `threshold`
 * failures in a row the next call goes to the next line. Kept in localStorage, so a reload stays on
 * the line that works. A failed call is never replayed on the new line by this module: a money call
 * must not run twice (LESSONS-FROM-PEERS "line failover").
 */
const LINES_KEY = 'arena-lines';
const INDEX_KEY = 'arena-line-index';
const THRESHOLD_KEY = 'arena-line-threshold';

/** Default consecutive-failure threshold until the line configuration says otherwise. */
export const DEFAULT_LINE_THRESHOLD = 3;

let failures = 0;

function readLines(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(LINES_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) && parsed.every((l) => typeof l === 'string') && parsed.length > 0
      ? parsed
      : [''];
  } catch {
    return ['']; // a corrupt entry: back to the page's own origin
  }
}

/** Base URL of a line as fetch wants it: '' for the page's own origin. */
export function normaliseBase(domain: string, origin = window.location.origin): string {
  const trimmed = domain.replace(/\/+$/, '');
  return trimmed === origin ? '' : trimmed;
}

/** The base URL in use ('' = same origin). */
export function currentLine(): string {
  const lines = readLines();
  const index = Number(localStorage.getItem(INDEX_KEY) ?? 0);
  return lines[Number.isInteger(index) && index >= 0 ? index % lines.length : 0] ?? '';
}

/** Stored consecutive-failure threshold (spec §8 "a stored threshold"). */
export function lineThreshold(): number {
  const value = Number(localStorage.getItem(THRESHOLD_KEY));
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_LINE_THRESHOLD;
}

/** Takes the line configuration: keeps the current line when it is still listed. */
export function setLines(domains: readonly string[], threshold: number): void {
  const current = currentLine();
  const lines = [...new Set(domains.map((d) => normaliseBase(d)))];
  if (lines.length === 0) lines.push('');
  localStorage.setItem(LINES_KEY, JSON.stringify(lines));
  localStorage.setItem(INDEX_KEY, String(Math.max(0, lines.indexOf(current))));
  localStorage.setItem(THRESHOLD_KEY, String(Math.max(1, Math.floor(threshold))));
}

export function recordLineSuccess(): void {
  failures = 0;
}

/** Counts a network failure; at the threshold, rotates to the next line and starts counting again. */
export function recordLineFailure(): { failures: number; threshold: number; switched: boolean } {
  failures += 1;
  const threshold = lineThreshold();
  if (failures < threshold) return { failures, threshold, switched: false };
  const lines = readLines();
  const index = Number(localStorage.getItem(INDEX_KEY) ?? 0);
  localStorage.setItem(INDEX_KEY, String(((Number.isInteger(index) ? index : 0) + 1) % lines.length));
  const reached = failures;
  failures = 0;
  return { failures: reached, threshold, switched: lines.length > 1 };
}
