import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: the real server as child processes on free ports, killed,
// restarted, starved of its mail server, doubled and fuzzed over HTTP. Not part of `npm test`
// (its files end in .reliability.ts); CI runs it as its own step.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['reliability/**/*.reliability.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // Each file starts its own servers; two files at a time overlap one's waiting (the mail retry
    // delay) with another's work without starving a 2-core machine.
    maxWorkers: 2,
  },
});
