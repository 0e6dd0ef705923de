// zod compiles object parsers with `new Function` when it may, and probes for it first. The page's
// Content-Security-Policy forbids eval (no 'unsafe-eval'), so the probe is a CSP violation on every
// screen that checks an answer; the interpreted parsers give the same results without it.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts an object already there
// when it loads (so copies of zod share one). Setting it here, first thing in the entry, configures
// every later zod without the entry importing zod: zod and the schemas stay out of the first load and
// come with the gateway after the first paint. zod-config.test.ts fails if zod stops honouring it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
