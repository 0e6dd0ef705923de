import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may, and probes for it first. The page's
// Content-Security-Policy forbids eval (no 'unsafe-eval'), so the probe is a CSP violation on every
// screen that checks an answer; the interpreted parsers give the same results without it. Imported
// first by the entry so no schema parses before this is set.
z.config({ jitless: true });
