// The scripts a built chunk imports statically; `bench-bundle.mjs` follows them to sum a page's
// initial JavaScript.

import path from 'node:path';

// Static imports in minified output: `import{a as b}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`
// (a dynamic `import("./x.js")` has a parenthesis after the keyword, so it does not match).
const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:\{[^}]*\}|\*\s*(?:as\s*[\w$]+)?|[\w$]+(?:\s*,\s*\{[^}]*\})?)?\s*(?:from\s*)?["']([^"']+\.js)["']/g;

/** The scripts a chunk imports statically, as absolute paths like its own (`/assets/x.js`). */
export function staticImports(code, url) {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => path.posix.join(path.posix.dirname(url), m[1]));
}
