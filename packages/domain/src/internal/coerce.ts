/**
 * Total coercion helpers for untrusted wire values. Internal to the package: the normalisers of spec §3
 * use them so that a missing or mistyped field degrades to an empty value instead of throwing.
 */

/** A plain object view of an unknown value (spec §3 normalisers); anything else reads as `{}`. */
export function asRecord(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A string view: strings as they are, finite numbers and booleans printed, anything else `''` (spec §3). */
export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  return '';
}

/** A finite number view: numbers and numeric strings, anything else `null` (spec §3). */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A boolean view: true, 1, '1' and 'true' are true; everything else false (spec §3). */
export function asBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The first argument that is neither `undefined`, `null` nor `''` (spec §3 field aliases). */
export function firstPresent(...values: readonly unknown[]): unknown {
  return values.find((value) => value !== undefined && value !== null && value !== '');
}
