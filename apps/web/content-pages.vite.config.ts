import { defineConfig } from 'vite';
import { CONTENT_PAGES_OUT_DIR, CONTENT_PAGES_SOURCE } from './content-pages-entry.ts';
import { mantineThemeStylesPlugin } from './mantine-theme-styles.ts';

// ADR 0090: the client build of the content pages (home), which hydrate with a plain router and no
// route manifest (src/content-pages.client.tsx). Same root and CSS modules as the app's build, so
// class names agree; its stylesheets are not used (the page already links the app's).
export default defineConfig({
  plugins: [mantineThemeStylesPlugin()],
  build: {
    outDir: CONTENT_PAGES_OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
    rolldownOptions: {
      input: CONTENT_PAGES_SOURCE,
      output: {
        entryFileNames: 'assets/content-pages-[hash].js',
        chunkFileNames: 'assets/cp-[name]-[hash].js',
        assetFileNames: 'assets/cp-[name]-[hash][extname]',
      },
    },
  },
});
