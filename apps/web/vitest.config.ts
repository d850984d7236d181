import { defineProject } from 'vitest/config';

// Component tests run without the React Router Vite plugin: route modules are plain components here.
export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
