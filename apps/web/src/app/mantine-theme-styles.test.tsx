import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { act } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mantineThemeStyles } from '../../mantine-theme-styles.ts';
import { MantineThemeStyles } from './mantine-theme-styles.tsx';
import { theme } from './theme.ts';

// What the build's plugin gives: the styles where the page is rendered, null in the browser.
const virtual = vi.hoisted(() => ({
  MANTINE_THEME_STYLES: null as { variables: string; classes: string } | null,
}));
vi.mock('virtual:mantine-theme-styles', () => virtual);

afterEach(() => {
  virtual.MANTINE_THEME_STYLES = null;
  document.body.innerHTML = '';
});

describe('MantineThemeStyles (ADR 0084)', () => {
  it("writes the same style tags as MantineProvider, with the theme's variables and global classes", () => {
    virtual.MANTINE_THEME_STYLES = mantineThemeStyles();
    const html = renderToStaticMarkup(<MantineThemeStyles />);
    expect(html).toBe(renderToStaticMarkup(<MantineProvider theme={theme} forceColorScheme="light" />));
    expect(html).toContain('--mantine-color-maple-4: #f9b44f');
    expect(html).toContain('--mantine-primary-color-filled: var(--mantine-color-navy-filled)');
    expect(html).toContain('.mantine-hidden-from-xs');
  });

  it('reads the tags back from the prerendered page in the browser, so hydration keeps them', async () => {
    virtual.MANTINE_THEME_STYLES = mantineThemeStyles();
    const prerendered = renderToStaticMarkup(<MantineThemeStyles />);
    virtual.MANTINE_THEME_STYLES = null;
    const container = document.createElement('div');
    container.innerHTML = prerendered;
    document.body.append(container);
    const errors: unknown[] = [];
    // React reports a hydration mismatch it does not patch (such as a style tag's text) on the console.
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    try {
      await act(async () => {
        hydrateRoot(container, <MantineThemeStyles />, { onRecoverableError: (error) => errors.push(error) });
      });
    } finally {
      consoleError.mockRestore();
    }
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(prerendered);
  });
});
