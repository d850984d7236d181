import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { boundariesPlugin } from './tools/eslint/boundaries-plugin.js';

const ENV_READ = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: 'Read configuration in config/env.ts only.',
  },
  {
    selector: "MemberExpression[object.meta.name='import'][property.name='env']",
    message: 'Read configuration in config/env.ts only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/feature-boundaries': 'error',
      'boundaries/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...ENV_READ],
    },
  },
  {
    // Environment may be read where configuration is loaded, and by tests, tools and build config.
    files: [
      '**/config/env.ts',
      '**/*.test.{ts,tsx}',
      '**/e2e/**',
      '**/test/**',
      '**/testing/**',
      'apps/api/reliability/**',
      'scripts/**',
      'tools/**',
      '**/*.config.{ts,js}',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: { 'boundaries/shared-is-pure': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The first load (ADRs 0090, 0107): the shell, content pages' client and home paint from the
    // project's own components; Mantine's core and zod would join every page's first download.
    files: [
      'apps/web/src/root.tsx',
      'apps/web/src/content-pages.client.tsx',
      'apps/web/src/routes/site-shell.tsx',
      'apps/web/src/routes/site-layout.tsx',
      'apps/web/src/routes/home-page.tsx',
      // The other content pages (ADR 0121): their entries are their whole first load.
      'apps/web/src/routes/product-landing-page.tsx',
      'apps/web/src/routes/faq-page.tsx',
      'apps/web/src/routes/blogs-page.tsx',
      'apps/web/src/routes/blog-detail-page.tsx',
      'apps/web/src/routes/terms-page.tsx',
      'apps/web/src/routes/policy-page.tsx',
      'apps/web/src/routes/about-page.tsx',
      'apps/web/src/routes/licences-page.tsx',
      'apps/web/src/routes/accessibility-page.tsx',
      'apps/web/src/routes/province-availability-page.tsx',
      'apps/web/src/routes/health-dental-quote-page.tsx',
      'apps/web/src/components/ui/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              allowTypeImports: true,
              message: 'No Mantine in the first load (ADR 0090).',
            },
            { name: 'zod', allowTypeImports: true, message: 'No zod in the first load (ADR 0107).' },
          ],
        },
      ],
    },
  },
  {
    // Floating promises lose errors silently on the server.
    files: ['apps/api/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
