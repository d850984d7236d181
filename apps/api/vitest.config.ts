import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One migrated and seeded database per run, copied by each file (test/database-templates.ts).
    globalSetup: ['./src/test/database-templates.ts'],
    // Each test file opens its own database (PGlite takes a few seconds to start).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
