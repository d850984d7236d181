import { defineProject } from 'vitest/config';

// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the real server,
// started by the global setup on the production build, one server per worker.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    setupFiles: ['./e2e/support/as-of-setup.ts'],
    // A whole journey with two files side by side on a busy 2-core machine: minutes, not seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two files at a time, each on its worker's own server (support/test-server.ts): a file waits
    // on its server and its browser in turn, so two keep CI's two cores busy. After the other
    // projects (their own group), so the browsers never share the cores with them.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
