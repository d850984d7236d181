import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// ADR 0090 (ADR 0121 for the pages beyond home): content pages hydrate without React Router's data
// router. Their client code is a build of its own (content-pages.vite.config.ts, run before
// `react-router build`), one small entry per page module, so no chunk of it imports React Router's
// full chunk or the route manifest. This plugin gives the app the URL of each entry and its
// stylesheets (`virtual:content-pages-entry`), which root.tsx writes into the pages (ADR 0127:
// a content page links its own build's CSS, not the application's).

/** Each content page's route module (its `handle` names it); each is one entry of that build. */
export const CONTENT_PAGE_MODULES = {
  home: 'src/routes/home-page.tsx',
  'product-landing': 'src/routes/product-landing-page.tsx',
  faq: 'src/routes/faq-page.tsx',
  blogs: 'src/routes/blogs-page.tsx',
  'blog-post': 'src/routes/blog-detail-page.tsx',
  terms: 'src/routes/terms-page.tsx',
  policy: 'src/routes/policy-page.tsx',
  about: 'src/routes/about-page.tsx',
  licences: 'src/routes/licences-page.tsx',
  accessibility: 'src/routes/accessibility-page.tsx',
  'province-availability': 'src/routes/province-availability-page.tsx',
  'health-dental-quote': 'src/routes/health-dental-quote-page.tsx',
} as const;

export type ContentPageName = keyof typeof CONTENT_PAGE_MODULES;

export const CONTENT_PAGES_ENTRY_ID = 'virtual:content-pages-entry';
const RESOLVED_ID = `\0${CONTENT_PAGES_ENTRY_ID}`;
/** The content pages' build inputs: `virtual:content-page:<name>` (content-pages.vite.config.ts). */
export const CONTENT_PAGE_INPUT_PREFIX = 'virtual:content-page:';

/** Where content-pages.vite.config.ts writes its build (React Router's build empties build/; copied into build/client after it). */
export const CONTENT_PAGES_OUT_DIR = 'dist/content-pages';
export const CONTENT_PAGES_SOURCE = 'src/content-pages.client.tsx';
const ZOD_WITHOUT_EVAL_SOURCE = 'src/app/zod-without-eval.ts';

const PAGE_NAMES = Object.keys(CONTENT_PAGE_MODULES) as ContentPageName[];

/** The build's inputs: one entry per content page. */
export function contentPageInputs(): Record<string, string> {
  return Object.fromEntries(PAGE_NAMES.map((name) => [name, `${CONTENT_PAGE_INPUT_PREFIX}${name}`]));
}

/** The content pages' build: each input hydrates its page module with the shared client. */
export function contentPageInputsPlugin(): Plugin {
  return {
    name: 'brokerage:content-page-inputs',
    resolveId(id) {
      return id.startsWith(CONTENT_PAGE_INPUT_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${CONTENT_PAGE_INPUT_PREFIX}`)) return undefined;
      const name = id.slice(CONTENT_PAGE_INPUT_PREFIX.length + 1) as ContentPageName;
      const module = CONTENT_PAGE_MODULES[name];
      if (module === undefined) this.error(`no content page named ${name}`);
      return [
        // First, before any schema is built: zod without its eval probe, as root.tsx does for the
        // application (a CSP violation Lighthouse's best practices count).
        `import '/${ZOD_WITHOUT_EVAL_SOURCE}';`,
        `import { hydrateContentPage } from '/${CONTENT_PAGES_SOURCE}';`,
        `import Page from '/${module}';`,
        'hydrateContentPage(Page);',
      ].join('\n');
    },
  };
}

/** A content page's assets in the content pages' build: its entry script and its stylesheets. */
export interface ContentPageAssets {
  script: string;
  /** The CSS of the entry and of every chunk it imports statically, in import order (ADR 0127). */
  styles: string[];
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function staticStyles(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (chunk === undefined) return [];
  const imported = (chunk.imports ?? []).flatMap((child) => staticStyles(manifest, child, seen));
  return [...imported, ...(chunk.css ?? [])];
}

function entryAssets(root: string): Partial<Record<ContentPageName, ContentPageAssets>> {
  const manifestFile = path.join(root, CONTENT_PAGES_OUT_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const assets: Partial<Record<ContentPageName, ContentPageAssets>> = {};
  for (const name of PAGE_NAMES) {
    const key = Object.keys(manifest).find(
      (id) => manifest[id]?.isEntry === true && manifest[id]?.name === name,
    );
    if (key === undefined) throw new Error(`${manifestFile} has no entry for the content page ${name}`);
    const styles = [...new Set(staticStyles(manifest, key, new Set()))].map((file) => `/${file}`);
    assets[name] = { script: `/${manifest[key]!.file}`, styles };
  }
  return assets;
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
      const assets = entryAssets(root);
      // A production build without the content pages' build would ship pages that never hydrate.
      if (isBuild && Object.keys(assets).length === 0)
        this.error('run content-pages.vite.config.ts first (npm run build)');
      return `export const CONTENT_PAGES_ENTRIES = ${JSON.stringify(assets)};`;
    },
  };
}
