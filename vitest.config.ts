import { defineConfig } from 'vitest/config';

// One runner for every suite (docs/development.md): unit, API (app.inject) and browser (Playwright) tests.
export default defineConfig({
  test: {
    projects: [
      'packages/shared/vitest.config.ts',
      'tools/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.e2e.config.ts',
    ],
  },
});
