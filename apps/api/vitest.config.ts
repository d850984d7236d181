import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files share a worker's modules (ADR 0137): each builds its own app on its own database, and
    // re-importing Fastify, PGlite and the features for every file was half the run.
    isolate: false,
    // One migrated and seeded database per run, copied by each file (test/database-templates.ts).
    globalSetup: ['./src/test/database-templates.ts'],
    // Each test file opens its own database (PGlite takes a few seconds to start).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
