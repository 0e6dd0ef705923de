import type { CallDef } from '@arena/protocol';
import type { ServerLimits } from '../config.ts';

/** A string field longer than this can only be a file (a base64 data URL): the call is an upload. */
const UPLOAD_FIELD_CHARS = 16 * 1024;

interface ZodInternals {
  _zod: { def: { type: string; [key: string]: unknown } };
  maxLength?: number | null;
}

/** The longest string bound anywhere in an input schema (objects, arrays, optionals, unions). */
function longestString(schema: unknown, depth = 0): number {
  if (depth > 16 || typeof schema !== 'object' || schema === null || !('_zod' in schema)) return 0;
  const s = schema as ZodInternals;
  const def = s._zod.def;
  switch (def.type) {
    case 'string':
      return s.maxLength ?? Infinity;
    case 'object':
      return Math.max(
        0,
        ...Object.values(def.shape as Record<string, unknown>).map((f) => longestString(f, depth + 1)),
      );
    case 'array':
      return longestString(def.element, depth + 1);
    case 'union':
      return Math.max(0, ...(def.options as unknown[]).map((o) => longestString(o, depth + 1)));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'prefault':
      return longestString(def.innerType, depth + 1);
    case 'pipe':
      return longestString(def.in, depth + 1);
    default:
      return 0;
  }
}

/**
 * The request body bound of one call (docs/deploy.md "Limits"): the small default, or the upload
 * bound when its input has a field only a file fills (a data URL of up to several MB). Unbounded
 * strings do not count: every upload field in the catalogue declares its maximum.
 */
export function bodyLimitOf(
  call: CallDef,
  limits: Pick<ServerLimits, 'bodyBytes' | 'uploadBodyBytes'>,
): number {
  const longest = longestString(call.input);
  return Number.isFinite(longest) && longest > UPLOAD_FIELD_CHARS ? limits.uploadBodyBytes : limits.bodyBytes;
}
