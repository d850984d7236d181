import { defineProject } from 'vitest/config';
import { lazyPageStylesheetsPlugin } from './lazy-page-stylesheets.ts';
import { mantineThemeStylesPlugin } from './mantine-theme-styles.ts';

// Component tests run without the React Router Vite plugin: route modules are plain components here.
// The theme's style tags module (root.tsx, ADR 0084) and the quote steps' stylesheet list (ADR 0125)
// resolve as in the build.
export default defineProject({
  plugins: [mantineThemeStylesPlugin(), lazyPageStylesheetsPlugin()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Files share a worker's modules (ADR 0137); each still gets a fresh happy-dom.
    isolate: false,
    // Form tests type and click through whole flows: on a busy 2-core CI machine one can take
    // longer than Vitest's default 5 s (as the API's tests may, apps/api/vitest.config.ts).
    testTimeout: 20_000,
  },
});
