import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// ADR 0090: content pages hydrate without React Router's data router. Their client code is a
// build of its own (content-pages.vite.config.ts, run before `react-router build`), so its chunks
// never import React Router's full chunk or the route manifest. This plugin gives the app the URL
// of that build's entry (`virtual:content-pages-entry`), which root.tsx writes into the pages.

export const CONTENT_PAGES_ENTRY_ID = 'virtual:content-pages-entry';
const RESOLVED_ID = `\0${CONTENT_PAGES_ENTRY_ID}`;

/** Where content-pages.vite.config.ts writes its build (React Router's build empties build/; copied into build/client after it). */
export const CONTENT_PAGES_OUT_DIR = 'dist/content-pages';
export const CONTENT_PAGES_SOURCE = 'src/content-pages.client.tsx';

function entryUrl(root: string): string {
  const manifestFile = path.join(root, CONTENT_PAGES_OUT_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[CONTENT_PAGES_SOURCE];
  if (entry === undefined) throw new Error(`${manifestFile} has no entry for ${CONTENT_PAGES_SOURCE}`);
  return `/${entry.file}`;
}

export function contentPagesEntryPlugin(): Plugin {
  let root = '';
  let isBuild = false;
  return {
    name: 'brokerage:content-pages-entry',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === CONTENT_PAGES_ENTRY_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const url = entryUrl(root);
      // A production build without the content pages' build would ship pages that never hydrate.
      if (isBuild && url === '') this.error('run content-pages.vite.config.ts first (npm run build)');
      return `export const CONTENT_PAGES_ENTRY = ${JSON.stringify(url)};`;
    },
  };
}
