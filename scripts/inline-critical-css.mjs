// Runs after `react-router build`, before compress-build (apps/web `npm run build`), on the
// application's prerendered pages (quote forms, results frames, sign-in, the travel application):
// inlines the CSS rules its first screen's markup uses (Beasties) into a <style> in the head, and
// turns the page's stylesheets into non-blocking ones: each link keeps its place (so React hydrates
// the same head) with media="print", and one small inline script at the end of the body switches
// them on. Their first paint therefore waits for no CSS request (a dozen stylesheets, the shell's
// 150 KB). The server allows that inline script by its hash, like React Router's own (ADR 0081).
// Content pages are left as they are: their one to three stylesheets block the first paint, so the
// page is styled and laid out once, not again when deferred stylesheets apply (ADR 0136).
// The SPA fallback page (comparison, booking, staff pages) is left as is: its markup is a loader only.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import { CONTENT_PAGE_LOADER_MARKER } from './lib/content-page-marker.mjs';

const root = path.resolve(process.argv[2] ?? 'build/client');
const SKIP = new Set(['__spa-fallback.html']);

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html') && !SKIP.has(entry.name)) yield full;
  }
}

const beasties = new Beasties({
  path: root,
  publicPath: '/',
  preload: 'media-script',
  // Other pages still need the full stylesheets: keep them whole.
  pruneSource: false,
  // Mantine's style attributes and React's inline styles are left alone.
  reduceInlineStyles: false,
  mergeStylesheets: true,
  // Mantine's light-scheme variables (body and text colours, borders) sit on
  // `:root[data-mantine-color-scheme=light]`, which Beasties cannot match against the markup.
  // Likewise the rule that hides the cookie notice once accepted (an attribute an inline script
  // sets before the first paint, absent from the prerendered markup).
  // Beasties also drops every rule whose selector starts with `:where(…)` (it strips pseudo-classes
  // with everything between the first and the last parenthesis), such as Mantine's
  // `:where([data-include-gap-in-size]) .m_fcd81474…`, which sizes the home carousel: without it
  // the carousel changed width when the stylesheets arrived (CLS 0.02). Those that name a
  // data attribute other than the colour scheme's are kept (a few hundred bytes); the dark scheme's
  // are not needed and the light scheme's set colours only. e2e/layout-stability.spec.ts checks that
  // no first-screen box moves when the full stylesheets apply.
  allowRules: [
    /^:root\[data-mantine-color-scheme=light\]$/,
    /^html\[data-cookies-accepted\] /,
    /^:where\(\[data-(?!mantine-color-scheme)[a-z-]+(?:=[^\]]+)?\]\) /,
  ],
  // The brand typeface's @font-face rules (and its metric-matched fallback's) go inline with the
  // rules that name it (tokens.css), so the first paint and the full stylesheets use the same faces
  // (ADR 0119); no preload, so nothing is requested before the first paint.
  inlineFonts: true,
  preloadFonts: false,
  compress: true,
  logLevel: 'warn',
});

let pages = 0;
let contentPages = 0;
let inlinedBytes = 0;
for await (const file of htmlFiles(root)) {
  const html = await readFile(file, 'utf8');
  if (html.includes(CONTENT_PAGE_LOADER_MARKER)) {
    contentPages += 1;
    continue;
  }
  const out = await beasties.process(html);
  const style = out.match(/<style>([\s\S]*?)<\/style>/);
  inlinedBytes += style?.[1]?.length ?? 0;
  await writeFile(file, out);
  pages += 1;
}
console.log(
  `inline-critical-css: ${pages} pages, ${(inlinedBytes / pages / 1024).toFixed(1)} KB of critical CSS inlined on average; ${contentPages} content pages left render-blocking`,
);
