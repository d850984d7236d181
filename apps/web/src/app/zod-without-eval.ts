// zod 4 compiles fast object parsers with `new Function` when the page allows it, and finds out by
// trying once; under our CSP (no 'unsafe-eval') that try is a violation Chromium reports as an
// issue (Lighthouse best practices). jitless parses the same, without the try. zod keeps
// its settings in this global, whichever module loads first; set before any schema is built.

interface ZodGlobalConfig {
  jitless?: boolean;
}

const holder = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
