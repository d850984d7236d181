import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { theme } from './src/app/theme.ts';

// ADR 0084: MantineProvider is no longer in the JavaScript a page loads first, yet the
// header and footer paint with the theme's CSS variables, and the SPA fallback's loader needs them
// before any provider's code has run. `virtual:mantine-theme-styles` is the CSS of the two
// `<style data-mantine-styles>` tags MantineProvider renders (the theme's variables, deduplicated
// against Mantine's defaults, and its global classes), rendered at build time by MantineProvider
// itself, so it cannot drift from the theme. root.tsx writes the tags where the provider did, so the
// prerendered pages keep the same HTML. The browser's production
// build gets `null` and reads the tags back from the page (app/mantine-theme-styles.tsx); the
// providers the app mounts write none (app/theme-provider.tsx).

export const MANTINE_THEME_STYLES_ID = 'virtual:mantine-theme-styles';
const RESOLVED = `\0${MANTINE_THEME_STYLES_ID}`;

export interface MantineThemeStyles {
  /** The `data-mantine-styles="true"` tag: the theme's CSS variables. */
  variables: string;
  /** The `data-mantine-styles="classes"` tag: hiddenFrom/visibleFrom classes. */
  classes: string;
}

/** The CSS of the `<style data-mantine-styles>` tags MantineProvider renders for the app's theme. */
export function mantineThemeStyles(): MantineThemeStyles {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, forceColorScheme: 'light' }));
  const css = (kind: string) => {
    const match = new RegExp(`<style data-mantine-styles="${kind}"[^>]*>([\\s\\S]*?)</style>`).exec(html);
    if (!match?.[1])
      throw new Error(`mantine-theme-styles: no "${kind}" style tag from MantineProvider in ${html}`);
    return match[1];
  };
  return { variables: css('true'), classes: css('classes') };
}

export function mantineThemeStylesPlugin(): Plugin {
  let serve = false;
  return {
    name: 'brokerage:mantine-theme-styles',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(source) {
      return source === MANTINE_THEME_STYLES_ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      // The prerender (and the dev server, which renders every page) writes the tags; the
      // browser's production build reads them from the page.
      const styles = serve || this.environment.config.consumer === 'server' ? mantineThemeStyles() : null;
      return `export const MANTINE_THEME_STYLES = ${JSON.stringify(styles)};`;
    },
  };
}
