import { MANTINE_THEME_STYLES } from 'virtual:mantine-theme-styles';

// ADR 0084: MantineProvider's `<style data-mantine-styles>` tags (the theme's CSS
// variables and global classes) without MantineProvider: the text comes from the build
// (mantine-theme-styles.ts) where the page is rendered; in the browser it is read back from the
// prerendered page (every HTML file has it, the SPA fallback too), so hydration sees the same text
// and the browser's JavaScript does not carry it.

function styleText(kind: 'true' | 'classes'): string {
  if (MANTINE_THEME_STYLES !== null) {
    return kind === 'true' ? MANTINE_THEME_STYLES.variables : MANTINE_THEME_STYLES.classes;
  }
  return document.querySelector(`style[data-mantine-styles="${kind}"]`)?.textContent ?? '';
}

/** The two tags, where MantineProvider wrote them (at the start of its children). */
export function MantineThemeStyles() {
  return (
    <>
      <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: styleText('true') }} />
      <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: styleText('classes') }} />
    </>
  );
}
