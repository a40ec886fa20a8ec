/**
 * Zod compiles fast object parsers with `new Function`, and probes for it first. The app's
 * Content-Security-Policy forbids eval (infra/stacks/security-headers.ts), and the refused probe is
 * still reported as a violation; jitless skips it. Zod reads this global config when it loads, so
 * this module is the first import of main.tsx.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
