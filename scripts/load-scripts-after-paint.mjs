// Runs after inline-critical-css, before compress-build (apps/web `npm run build`;
// ADR 0086): a prerendered page starts fetching its JavaScript only once it has painted.
//
// React Router writes, for each prerendered page, one `<link rel="modulepreload">` per chunk in
// the head and an inline `<script type="module" async>` that imports the manifest and the route
// modules, then the client entry (which hydrates). Those requests start while the document is
// still being read and share the slow connection with it; Chromium fetches them at High priority,
// which Lighthouse's simulation counts as blocking the first paint (home: 11 scripts, 152 KB, an
// estimated first paint at 2.3 s for a page whose HTML and critical CSS are all it needs).
//
// Here the preload links are removed and the module script's body becomes a loader that waits
// for the first contentful paint (a `paint` PerformanceObserver; at most 2.5 s, for a tab opened in
// the background), then adds the same preload links (so the chunks still download in parallel)
// and imports every module the page's static imports would run, in the order they would run them
// (each chunk's imports first), each in a task of its own, so no single task runs every module of
// the page (Total Blocking Time), then the client entry.
// The element keeps its attributes, so React hydrates the same markup; the server allows the new
// body by its hash like any inline script (apps/api/src/plugins/web-app.ts). Pages that are not
// prerendered (the SPA fallback) are left alone: they have nothing to paint without their code.

import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'build/client');
const SKIP = new Set(['__spa-fallback.html']);

/** The loader's marker: `bench-bundle.mjs` and the web app's tests recognise a deferred page by it. */
export const AFTER_PAINT_MARKER = '/* Scripts after the first paint */';

const MODULE_SCRIPT =
  /<script type="module" async="">([\s\S]*?)<\/script>|<script type="module" async>([\s\S]*?)<\/script>/;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
// React Router 7's module script: `import "<manifest>"; import * as routeN from "<url>"; ...
// window.__reactRouterRouteModules = {"<id>":routeN, ...}; import("<entry>");`
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/** Parses React Router's module script; throws on anything else, so a changed format fails the build. */
export function parseModuleScript(body) {
  const statements = body
    .split(/;\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => `${s};`);
  const sideEffects = [];
  const routeUrls = new Map();
  let routeIds;
  let entry;
  for (const statement of statements) {
    let m;
    if ((m = SIDE_EFFECT_IMPORT.exec(statement))) sideEffects.push(m[1]);
    else if ((m = ROUTE_IMPORT.exec(statement))) routeUrls.set(m[1], m[2]);
    else if ((m = ROUTE_MODULES.exec(statement)))
      routeIds = Object.entries(JSON.parse(m[1].replace(/:(route\d+)/g, ':"$1"')));
    else if ((m = ENTRY_IMPORT.exec(statement))) entry = m[1];
    else throw new Error(`unexpected statement in React Router's module script: ${statement}`);
  }
  if (routeIds === undefined || entry === undefined) throw new Error('module script without routes or entry');
  const routes = routeIds.map(([id, local]) => {
    const url = routeUrls.get(local);
    if (url === undefined) throw new Error(`route ${id} has no import`);
    return [id, url];
  });
  return { sideEffects, routes, entry };
}

// Static imports in minified output: `import{a as b}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`
// (a dynamic `import("./x.js")` has a parenthesis after the keyword, so it does not match).
const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:\{[^}]*\}|\*\s*(?:as\s*[\w$]+)?|[\w$]+(?:\s*,\s*\{[^}]*\})?)?\s*(?:from\s*)?["']([^"']+\.js)["']/g;

/** The scripts a chunk imports statically, as absolute paths like its own (`/assets/x.js`). */
export function staticImports(code, url) {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => path.posix.join(path.posix.dirname(url), m[1]));
}

/**
 * Every module of the page in the order its static imports would run them (each one's imports
 * first): the side-effect imports, the route modules, then anything else preloaded. The client entry
 * comes last, apart. `importsOf(url)` gives a chunk's static imports.
 */
export function evaluationOrder({ preloads, sideEffects, routes, entry }, importsOf) {
  const order = [];
  const seen = new Set([entry]);
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dependency of importsOf(url)) visit(dependency);
    order.push(url);
  };
  for (const url of [...sideEffects, ...routes.map(([, url]) => url), ...preloads]) visit(url);
  return order;
}

/**
 * Preload links added per task: each starts a fetch, 2.5 to 10 ms at 4x CPU (8 a task measured
 * 81 ms on the life results page), and a results page names 55 chunks (a task of over 140 ms in
 * one piece;, ADR 0085).
 */
const PRELOAD_BATCH = 3;

/**
 * The loader: once the page has painted, preloads (a few per task), then every module in evaluation
 * order, each in a task of its own (so no task runs a whole page's modules, ADR 0086), then the
 * client entry.
 */
export function loaderScript({ preloads, order, routes, entry }) {
  const json = JSON.stringify;
  return `${AFTER_PAINT_MARKER}
const preloads=${json(preloads)},order=${json(order)},routes=${json(routes)},entry=${json(entry)};
const PRELOAD_BATCH=${PRELOAD_BATCH};
let started=false;
const start=()=>{
if(started)return;started=true;
const preload=(from)=>{for(const href of preloads.slice(from,from+PRELOAD_BATCH)){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}if(from+PRELOAD_BATCH<preloads.length)setTimeout(()=>preload(from+PRELOAD_BATCH))};
preload(0);
const modules={};
const task=()=>new Promise((resolve)=>setTimeout(resolve));
let chain=Promise.resolve();
for(const url of order)chain=chain.then(task).then(()=>import(url));
for(const [id,url] of routes)chain=chain.then(()=>import(url)).then((m)=>{modules[id]=m});
chain.then(task).then(()=>{window.__reactRouterRouteModules=modules;return import(entry)});
};
try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})}catch{requestAnimationFrame(()=>setTimeout(start))}
setTimeout(start,2500);`;
}

/**
 * The page with its scripts loaded after the first paint; unchanged when it has no module script.
 * `importsOf(url)` gives a chunk's static imports (none by default).
 */
export function deferScripts(html, importsOf = () => []) {
  const script = MODULE_SCRIPT.exec(html);
  if (script === null) return html;
  const body = script[1] ?? script[2] ?? '';
  if (body.startsWith(AFTER_PAINT_MARKER)) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const { sideEffects, routes, entry } = parseModuleScript(body);
  const order = evaluationOrder({ preloads, sideEffects, routes, entry }, importsOf);
  const loader = loaderScript({ preloads, order, routes, entry });
  const openTag = script[0].slice(0, script[0].indexOf('>') + 1);
  return html.replace(script[0], () => `${openTag}${loader}</script>`).replace(PRELOAD, '');
}

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html') && !SKIP.has(entry.name)) yield full;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const imports = new Map();
  const importsOf = (url) => {
    if (!imports.has(url)) imports.set(url, staticImports(readFileSync(path.join(root, url), 'utf8'), url));
    return imports.get(url);
  };
  let pages = 0;
  for await (const file of htmlFiles(root)) {
    const html = await readFile(file, 'utf8');
    const out = deferScripts(html, importsOf);
    if (out !== html) {
      await writeFile(file, out);
      pages += 1;
    }
  }
  console.log(
    `load-scripts-after-paint: ${pages} prerendered pages fetch their scripts after the first paint`,
  );
}
