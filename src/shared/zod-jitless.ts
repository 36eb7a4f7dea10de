/**
 * Imported first by each page's entry, before any zod schema is built: zod then never tries
 * `new Function` to compile its fast object parsers, which our Content-Security-Policy (no
 * 'unsafe-eval') refuses, and which Chrome reports as a CSP issue (Lighthouse's best-practices
 * score, docs/decisions/026-premium-codes.md). zod reads this object as its global config; parsing stays as correct, a
 * little slower on large objects, which the site does not parse.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
