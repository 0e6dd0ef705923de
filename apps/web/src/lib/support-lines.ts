import type { SupportLine } from '@arena/protocol';

/**
 * Adds support lines to a list without duplicates, in id order (ids are database serials, as strings).
 * Shared by the member's /cs page and the operator console, which show the same conversation lines.
 */
export function mergeLines(old: readonly SupportLine[], add: readonly SupportLine[]): SupportLine[] {
  const byId = new Map(old.map((l) => [l.id, l]));
  for (const line of add) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}
