import { defineProject } from 'vitest/config';

// The repository's own ESLint rules (tools/eslint), run through ESLint's RuleTester.
export default defineProject({
  test: { name: 'tools', environment: 'node', include: ['eslint/**/*.test.js'] },
});
