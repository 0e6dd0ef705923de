import { z } from 'zod';

/** Items checked between two yields: about 10 ms of zod work for a live item at 4x CPU throttling. */
export const PARSE_SLICE = 40;
/**
 * Items in the first slice. The first parse with a schema also pays zod's compile of it and V8's first
 * run of that code (≈ 20-40 ms at 4x with a 40-item slice): a few items take that cost on their own.
 */
export const FIRST_SLICE = 4;

/** The result of {@link safeParseInSlices}: zod's own safeParse result shape. */
export type SliceParseResult<T> = { success: true; data: T } | { success: false; error: z.ZodError };

/**
 * `schema.safeParse(data)` that does not hold the main thread for a long answer: when the schema is an
 * object with an array field (no length checks) holding more than `slice` items — a page of 200 live
 * matches — the rest of the object is checked first, then the items in slices of `slice` with
 * `yieldFn()` awaited before the first check and between slices, so the browser can paint and
 * handle input in the gaps (docs/perf.md "Live list"). The first slice holds `first` items. The result is the same as `safeParse`: the same data (unknown keys
 * stripped), or a failure; issue paths of an item failure are rebased onto the whole answer.
 */
export async function safeParseInSlices<T extends z.ZodType>(
  schema: T,
  data: unknown,
  yieldFn: () => Promise<void>,
  slice = PARSE_SLICE,
  first = Math.min(slice, FIRST_SLICE),
): Promise<SliceParseResult<z.output<T>>> {
  if (schema instanceof z.ZodObject && typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    for (const [key, field] of Object.entries(schema.shape)) {
      const value = record[key];
      if (!(field instanceof z.ZodArray) || !Array.isArray(value) || value.length <= slice) continue;
      if ((field._zod.def.checks ?? []).length > 0) continue;
      // The answer was just parsed from JSON in this task: check it in the next one.
      await yieldFn();
      const rest = schema.safeParse({ ...record, [key]: [] });
      if (!rest.success) return rest;
      const items: unknown[] = [];
      for (let start = 0; start < value.length;) {
        if (start > 0) await yieldFn();
        const end = start + (start === 0 ? first : slice);
        const part = field.safeParse(value.slice(start, end));
        if (!part.success) {
          const issues = part.error.issues.map((issue) => {
            const [index, ...path] = issue.path;
            return { ...issue, path: [key, typeof index === 'number' ? index + start : index, ...path] };
          });
          return { success: false, error: new z.ZodError(issues as z.core.$ZodIssue[]) };
        }
        items.push(...part.data);
        start = end;
      }
      return { success: true, data: { ...(rest.data as object), [key]: items } as z.output<T> };
    }
  }
  return schema.safeParse(data);
}
