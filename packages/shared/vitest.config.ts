import { defineProject } from 'vitest/config';

export default defineProject({
  // A busy 2-core CI machine can take longer than Vitest's default 5 s on the longer checks.
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    // Files share a worker's modules (ADR 0137): the package is pure functions.
    isolate: false,
  },
});
