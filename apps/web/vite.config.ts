import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contentPagesEntryPlugin } from './content-pages-entry.ts';
import { preloadStylesheetsOnly } from './lazy-import-preloads.ts';
import { lazyPageStylesheetsPlugin } from './lazy-page-stylesheets.ts';
import { mantineThemeStylesPlugin } from './mantine-theme-styles.ts';
import { shellChunk } from './shell-chunk.ts';

const shell = shellChunk(path.resolve(import.meta.dirname, 'src'));

// ADR 0084: the shell paints with Mantine's markup and loads none of its code, so the
// Mantine components it held (used by most pages' content: 30 to 35 of the 46 route modules) would
// otherwise split into a dozen small shared chunks. They stay together with Mantine's core and the
// hooks they import, as they were in the shell; the rest of Mantine keeps automatic chunking (a
// wider group, such as every Mantine module shared by 20 routes, puts inputs into pages without
// a form).
const SHARED_MANTINE = [
  'core/esm/core/',
  ...[
    'Button',
    'Center',
    'Container',
    'Group',
    'Loader',
    'Text',
    'Title',
    'Transition',
    'UnstyledButton',
  ].map((component) => `core/esm/components/${component}/`),
  ...[
    'use-color-scheme',
    'use-did-update',
    'use-isomorphic-effect',
    'use-media-query',
    'use-mutation-observer',
    'use-reduced-motion',
  ].map((hook) => `hooks/esm/${hook}/`),
].map((folder) => `/node_modules/@mantine/${folder}`);

function isSharedMantine(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  return SHARED_MANTINE.some((folder) => file.includes(folder));
}

// ADR 0132: the shell's stylesheet (the `shell` group's CSS below) is the root route's, linked by
// every application page for as long as it runs. React Router links it as `shell-….css#` (its mark
// for a stylesheet that a dynamic import also needs); the preload list of each dynamic import names
// it the same way, so Vite's preload helper finds it linked instead of adding a second copy of its
// 150 KB and restyling the whole page after the first paint.
const SHELL_STYLESHEET = /^assets\/shell-[\w-]+\.css$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    reactRouter(),
    shell.plugin,
    mantineThemeStylesPlugin(),
    contentPagesEntryPlugin(),
    lazyPageStylesheetsPlugin(),
  ],
  experimental: {
    renderBuiltUrl: (filename: string, { hostType, ssr }: { hostType: string; ssr: boolean }) =>
      !ssr && hostType === 'js' && SHELL_STYLESHEET.test(filename) ? `/${filename}#` : undefined,
  },
  build: {
    modulePreload: { resolveDependencies: preloadStylesheetsOnly },
    // `WEB_SOURCEMAP=1 npm run build` writes source maps for `npm run bench:profile`;
    // the normal build has none.
    sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Modules every page loads first go into two chunks instead of dozens of small
            // ones. Fewer files compress better and shorten the import list React Router's route
            // manifest repeats for each of its 130 routes. Everything else keeps automatic chunking.
            codeSplitting: {
              groups: [
                // ADR 0086: React and React Router apart from the rest of the shell.
                // Each chunk is compiled in a task of its own when it arrives: three shorter tasks,
                // not one long one.
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 4,
                },
                { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 3 },
                // ADR 0082: the shell's whole static graph in one chunk.
                { name: 'shell', test: shell.test, priority: 2 },
                // ADR 0084: Mantine's core and the components most pages paint first.
                { name: 'mantine', test: isSharedMantine },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API runs on its own port in development (README: `npm run dev`).
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
