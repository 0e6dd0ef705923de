import { z } from 'zod';

/** Items checked between two yields: about 10 ms of zod work for a live item at 4x CPU throttling. */
export const PARSE_SLICE = 40;

/** The result of {@link safeParseInSlices}: zod's own safeParse result shape. */
export type SliceParseResult<T> = { success: true; data: T } | { success: false; error: z.ZodError };

/**
 * `schema.safeParse(data)` that does not hold the main thread for a long answer: when the schema is an
 * object with an array field (no length checks) holding more than `slice` items — a page of 200 live
 * matches — the rest of the object is checked first, then the items in slices of `slice` with
 * `yieldFn()` awaited between slices, so the browser can paint and handle input in the gaps
 * (docs/perf.md "Live list"). The result is the same as `safeParse`: the same data (unknown keys
 * stripped), or a failure; issue paths of an item failure are rebased onto the whole answer.
 */
export async function safeParseInSlices<T extends z.ZodType>(
  schema: T,
  data: unknown,
  yieldFn: () => Promise<void>,
  slice = PARSE_SLICE,
): Promise<SliceParseResult<z.output<T>>> {
  if (schema instanceof z.ZodObject && typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    for (const [key, field] of Object.entries(schema.shape)) {
      const value = record[key];
      if (!(field instanceof z.ZodArray) || !Array.isArray(value) || value.length <= slice) continue;
      if ((field._zod.def.checks ?? []).length > 0) continue;
      const rest = schema.safeParse({ ...record, [key]: [] });
      if (!rest.success) return rest;
      const items: unknown[] = [];
      for (let start = 0; start < value.length; start += slice) {
        if (start > 0) await yieldFn();
        const part = field.safeParse(value.slice(start, start + slice));
        if (!part.success) {
          const issues = part.error.issues.map((issue) => {
            const [index, ...path] = issue.path;
            return { ...issue, path: [key, typeof index === 'number' ? index + start : index, ...path] };
          });
          return { success: false, error: new z.ZodError(issues as z.core.$ZodIssue[]) };
        }
        items.push(...part.data);
      }
      return { success: true, data: { ...(rest.data as object), [key]: items } as z.output<T> };
    }
  }
  return schema.safeParse(data);
}
