import { createContext } from 'react';

import type { ContentPageName } from '../../content-pages-entry.ts';
import { afterFirstPaint } from './after-first-paint.ts';

// ADRs 0090 and 0121: content pages (home, product pages, blog, FAQ, legal pages) hydrate without
// React Router's data router when opened directly (src/content-pages.client.tsx, a build of its
// own). root.tsx writes, for a route whose `handle` names its content page, the page's data and a
// small loader of that page's entry instead of React Router's scripts.

/** The element content pages hydrate (root.tsx renders it on every page, as `display: contents`). */
export const CONTENT_PAGE_ROOT_ID = 'page-root';
/** The page's loader data, as JSON, for the content pages' client. */
export const CONTENT_PAGE_DATA_ID = 'page-data';
/** Marks the loader: the build's scripts tell a content page by it (`scripts/lib/content-page-marker.mjs`). */
export const CONTENT_PAGE_LOADER_MARKER = '/* content page: hydrates after the first paint */';

export interface ContentPageHandle {
  /** The page's entry in the content pages' build (content-pages-entry.ts). */
  contentPage: ContentPageName;
}

/** The content page a route's `handle` names, if any. */
export function contentPageOf(handle: unknown): ContentPageName | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const name = (handle as Partial<ContentPageHandle>).contentPage;
  return typeof name === 'string' ? name : undefined;
}

/** JSON safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/</g, '\\u003c');
}

/**
 * The inline module script that imports the content pages' client once the page has painted (a
 * `paint` observer; at most 2.5 s, for a tab opened in the background), so no script competes with
 * the first paint. The server allows it by its hash, like every inline script.
 */
export function contentPageLoader(entryUrl: string): string {
  return `${CONTENT_PAGE_LOADER_MARKER}${afterFirstPaint(`import(${JSON.stringify(entryUrl)})`)}`;
}

/** True while React Router renders the SPA fallback (entry.server.tsx): no content page then. */
export const SpaFallbackContext = createContext(false);
