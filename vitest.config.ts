import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every suite (docs/development.md): unit, API (app.inject) and browser (Playwright) tests.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, one file at a time.
    // The files of shared, tools, api and web wait on PGlite, ESLint and happy-dom as much as they
    // compute, so two at a time there; the browser tests keep theirs (vitest.e2e.config.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/shared/vitest.config.ts',
      'tools/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.e2e.config.ts',
    ],
  },
});
