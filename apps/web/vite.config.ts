import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { routeMatchingCache } from './route-matching-cache.ts';
import { shellChunk } from './shell-chunk.ts';

const shell = shellChunk(path.resolve(import.meta.dirname, 'src'));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), shell.plugin, routeMatchingCache()],
  build: {
    // `WEB_SOURCEMAP=1 npm run build` writes source maps for `npm run bench:profile` (issue 14);
    // the normal build has none.
    sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Issue 9: modules every page loads first go into two chunks instead of dozens of small
            // ones. Fewer files compress better and shorten the import list React Router's route
            // manifest repeats for each of its 130 routes. Everything else keeps automatic chunking.
            codeSplitting: {
              groups: [
                // Issue 14 (ADR 0082): the shell's whole static graph in one chunk.
                { name: 'shell', test: shell.test, priority: 2 },
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
                {
                  name: 'mantine-core',
                  test: /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
                },
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
