import path from 'node:path';
import { defineProject } from 'vitest/config';

// The repository's own ESLint rules (tools/eslint), run through ESLint's RuleTester, the documents'
// check (tools/docs) and the build scripts' own tests (scripts/).
export default defineProject({
  test: {
    root: path.resolve(import.meta.dirname, '..'),
    name: 'tools',
    environment: 'node',
    include: ['tools/**/*.test.js', 'scripts/**/*.test.mjs'],
    // ESLint and the build scripts' tests load whole configurations: slow on a busy CI machine.
    testTimeout: 20_000,
    // Files share a worker's modules (ADR 0137).
    isolate: false,
  },
});
