import { defineConfig } from 'vite';
import { CONTENT_PAGES_OUT_DIR, contentPageInputs, contentPageInputsPlugin } from './content-pages-entry.ts';
import { preloadStylesheetsOnly } from './lazy-import-preloads.ts';
import { mantineThemeStylesPlugin } from './mantine-theme-styles.ts';

// ADRs 0090 and 0121: the client build of the content pages, which hydrate with a plain router and
// no route manifest (src/content-pages.client.tsx), one entry per page module. Same root and CSS
// modules as the app's build, so class names agree; its stylesheets are not used (the page already
// links the app's).
export default defineConfig({
  plugins: [mantineThemeStylesPlugin(), contentPageInputsPlugin()],
  build: {
    outDir: CONTENT_PAGES_OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    modulePreload: { resolveDependencies: preloadStylesheetsOnly },
    sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
    rolldownOptions: {
      input: contentPageInputs(),
      output: {
        entryFileNames: 'assets/content-page-[name]-[hash].js',
        chunkFileNames: 'assets/cp-[name]-[hash].js',
        // Fonts keep the application's names, so both builds use one URL (root.tsx preloads it).
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.woff2'))
            ? 'assets/[name]-[hash][extname]'
            : 'assets/cp-[name]-[hash][extname]',
        // What every page loads first (React, React Router's plain router) in one chunk rather
        // than several small files, which compress worse apart; the rest splits automatically.
        codeSplitting: {
          groups: [
            {
              name: 'content-react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
