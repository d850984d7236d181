// Modules written by the build's own Vite plugins (apps/web/*.ts).

declare module 'virtual:mantine-theme-styles' {
  import type { MantineThemeStyles } from '../../mantine-theme-styles.ts';
  /** The CSS of MantineProvider's style tags; null in the browser's production build. */
  export const MANTINE_THEME_STYLES: MantineThemeStyles | null;
}

declare module 'virtual:content-pages-entry' {
  /** The URL of the content pages' client entry (content-pages-entry.ts; empty in development). */
  export const CONTENT_PAGES_ENTRY: string;
}
