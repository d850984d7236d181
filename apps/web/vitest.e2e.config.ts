import { defineProject } from 'vitest/config';

// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the real server,
// started once by the global setup on the production build.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    setupFiles: ['./e2e/support/as-of-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one browser at a time keeps timings stable.
    fileParallelism: false,
  },
});
