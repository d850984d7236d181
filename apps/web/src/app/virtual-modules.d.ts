// Modules written by the build's own Vite plugins (apps/web/*.ts).

declare module 'virtual:mantine-theme-styles' {
  import type { MantineThemeStyles } from '../../mantine-theme-styles.ts';
  /** The CSS of MantineProvider's style tags; null in the browser's production build. */
  export const MANTINE_THEME_STYLES: MantineThemeStyles | null;
}

declare module 'virtual:content-pages-entry' {
  import type { ContentPageAssets, ContentPageName } from '../../content-pages-entry.ts';
  /** Each content page's client entry and stylesheets (content-pages-entry.ts; none in development). */
  export const CONTENT_PAGES_ENTRIES: Partial<Record<ContentPageName, ContentPageAssets>>;
}

declare module 'virtual:lazy-page-stylesheets' {
  /** The class maps of every CSS module the importing route's lazily loaded pages import (lazy-page-stylesheets.ts). */
  const stylesheets: Readonly<Record<string, string>>[];
  export default stylesheets;
}
