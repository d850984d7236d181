// `npm run bench:bundle`: the JavaScript a prerendered page loads before it is
// interactive, read from the production build (apps/web/build/client; `npm run build` first).
// For each page: every script the HTML names (module scripts, modulepreload links and the static
// imports of its inline module script), gzipped at level 9 the way the server's precompressed
// files are (scripts/compress-build.mjs), summed. Also checks that home loads no other page's
// route module (every other route lazy-loaded), and counts the requests a page starts
// before its first paint: the document, its render-blocking stylesheets (those not
// deferred with media="print", which no page does since ADR 0141) and every script the HTML names,
// which the browser fetches at once and which share the connection with the paint's resources.
// A content page (home, product pages, blog, FAQ, legal pages; ADRs 0090 and 0121) names no React
// Router script: its loader imports its page's entry of the content pages' client after the first
// paint, and that entry's static imports are its JavaScript (not requests before the first paint).
// The application's other prerendered pages (quote forms, results, sign-in, travel application;
// ADR 0128) hold React Router's scripts in a <noscript> until their first paint: after it too.
// Exits 1 when home's initial JavaScript exceeds 120 KB, home starts more than 15 requests before
// its first paint, another page's module is preloaded, or a dynamic import preloads a script
// (ADR 0139). `.ci/run` runs it after the build.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_PAGE_LOADER_MARKER } from './lib/content-page-marker.mjs';
import { staticImports } from './static-imports.mjs';

// Where the application's prerendered pages hold React Router's scripts until their first paint
// (apps/web/src/app/after-first-paint.ts, ADR 0128).
const APP_SCRIPTS_HOLDER = '<noscript id="app-scripts">';

export const HOME_JS_BUDGET_KB = 120;
export const HOME_FIRST_PAINT_REQUESTS = 15;

const buildDir = path.resolve('apps/web/build/client');
const PAGES = [
  ['home', '/'],
  ['product landing', '/term-life'],
  ['blog index', '/blogs'],
  ['blog post', '/blogs/2021/03/1'],
  ['faq', '/faq'],
  ['terms', '/terms'],
  ['about', '/about-us'],
  ['licences', '/licences-and-referrals'],
  ['province availability', '/province-availability'],
  ['life quote form', '/term-life/quote/basic'],
  ['visitor quote form', '/visitors-to-canada/quote/basic'],
  ['travel application', '/visitors-to-canada/quote/application'],
  ['sign-in', '/sign-in'],
  ['My account', '/account'],
  ['staff inbox', '/admin/inbox'],
  ['SPA fallback (comparison, booking, admin)', '/__spa-fallback.html'],
];

/**
 * Every script a page's HTML loads before hydrating, the route modules among them, and how many
 * of them the browser fetches before the first paint.
 */
function initialScripts(html) {
  const scripts = new Set();
  const routeModules = [];
  let afterPaint = 0;
  let contentPage = false;
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    scripts.add(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1].startsWith(CONTENT_PAGE_LOADER_MARKER)) {
      // A content page (ADR 0090): its loader imports the content pages' client after the paint.
      for (const [, src] of m[1].matchAll(/import\("([^"]+)"\)/g)) scripts.add(src);
      contentPage = true;
      continue;
    }
    for (const src of staticImports(m[1], '/')) scripts.add(src);
    for (const r of m[1].matchAll(/import \* as route\d+ from "([^"]+)"/g)) routeModules.push(r[1]);
  }
  // Follow static imports, in case a chunk is imported without a modulepreload link.
  const queue = [...scripts];
  while (queue.length > 0) {
    const src = queue.pop();
    for (const next of staticImports(readFileSync(path.join(buildDir, src), 'utf8'), src)) {
      if (!scripts.has(next)) {
        scripts.add(next);
        queue.push(next);
      }
    }
  }
  if (contentPage || html.includes(APP_SCRIPTS_HOLDER)) afterPaint = scripts.size;
  return { scripts: [...scripts], routeModules, afterPaint };
}

function htmlFile(urlPath) {
  if (urlPath.endsWith('.html')) return path.join(buildDir, urlPath);
  return path.join(buildDir, urlPath, 'index.html');
}

const kb = (bytes) => bytes / 1024;

/** Stylesheets that hold the first paint: in the head, not deferred by media="print". */
function blockingStylesheets(html) {
  // A <noscript> copy only applies without JavaScript.
  const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].filter(
    (m) => !/\bmedia="print"/.test(m[0]),
  ).length;
}

if (!existsSync(htmlFile('/'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

const rows = [];
let homeKb = 0;
let homeRequests = 0;
let homeRouteModules = [];
for (const [name, urlPath] of PAGES) {
  if (!existsSync(htmlFile(urlPath))) {
    rows.push({ page: `${name} (${urlPath})`, files: 'not prerendered: the SPA fallback' });
    continue;
  }
  const html = readFileSync(htmlFile(urlPath), 'utf8');
  const { scripts, routeModules, afterPaint } = initialScripts(html);
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = readFileSync(path.join(buildDir, src));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const requests = 1 + blockingStylesheets(html) + scripts.length - afterPaint;
  rows.push({
    page: `${name} (${urlPath})`,
    files: scripts.length,
    'requests before first paint': requests,
    'scripts after first paint': afterPaint,
    'raw KB': kb(raw).toFixed(1),
    'gzip KB': kb(gzip).toFixed(1),
    'route modules': routeModules.map((m) => m.replace(/^\/assets\/|-[\w-]{8}\.js$/g, '')).join(', '),
  });
  if (urlPath === '/') {
    homeKb = kb(gzip);
    homeRequests = requests;
    homeRouteModules = routeModules;
  }
}

console.table(rows);
const allowed = /^\/assets\/(root|site-layout|home-page)-/;
const foreign = homeRouteModules.filter((m) => !allowed.test(m));
const withinBudget = homeKb <= HOME_JS_BUDGET_KB;
console.log(
  `home initial JavaScript: ${homeKb.toFixed(1)} KB gzipped (target <= ${HOME_JS_BUDGET_KB} KB): ${withinBudget ? 'met' : 'NOT met'}`,
);
console.log(
  `other pages' route modules loaded by home: ${foreign.length === 0 ? 'none (every other route lazy-loaded)' : foreign.join(', ')}`,
);
const fewRequests = homeRequests <= HOME_FIRST_PAINT_REQUESTS;
console.log(
  `home requests before the first paint: ${homeRequests} (target <= ${HOME_FIRST_PAINT_REQUESTS}): ${fewRequests ? 'met' : 'NOT met'}`,
);
// ADR 0139: a dynamic import preloads its stylesheets only; the browser's module loader fetches its
// scripts. Vite writes each chunk's preload lists into a `__vite__mapDeps` array.
const preloadedScripts = readdirSync(path.join(buildDir, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) => {
    const code = readFileSync(path.join(buildDir, 'assets', file), 'utf8');
    const list = /__vite__mapDeps=[^[]*\[([^\]]*)\]/.exec(code)?.[1] ?? '';
    return [...list.matchAll(/["'`]([^"'`]+\.js)["'`]/g)].map((m) => `${file} -> ${m[1]}`);
  });
console.log(
  `scripts preloaded by dynamic imports (target 0): ${preloadedScripts.length === 0 ? 0 : preloadedScripts.slice(0, 5).join(', ')}`,
);
process.exitCode =
  withinBudget && fewRequests && foreign.length === 0 && preloadedScripts.length === 0 ? 0 : 1;
