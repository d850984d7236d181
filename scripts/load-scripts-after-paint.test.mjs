import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_MARKER,
  deferScripts,
  evaluationOrder,
  parseModuleScript,
  staticImports,
} from './load-scripts-after-paint.mjs';

// React Router 7's markup for a prerendered page (shortened): preloads in the head, the module
// script in the body.
const MODULE_SCRIPT =
  'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-2.js"; import * as route1 from "/assets/routes-site-layout-3.js"; import * as route2 from "/assets/home-4.js";  window.__reactRouterRouteModules = {"root":route0,"routes/site-layout":route1,"index":route2};  import("/assets/entry.client-5.js");';
const PAGE = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/shell-6.js"/><style>h1{}</style></head><body><h1>Home</h1><script>window.__reactRouterContext = {};</script><script type="module" async>${MODULE_SCRIPT}</script></body></html>`;

describe('load-scripts-after-paint', () => {
  it("reads React Router's module script: manifest first, the routes in order, then the entry", () => {
    expect(parseModuleScript(MODULE_SCRIPT)).toEqual({
      sideEffects: ['/assets/manifest-1.js'],
      routes: [
        ['root', '/assets/root-2.js'],
        ['routes/site-layout', '/assets/routes-site-layout-3.js'],
        ['index', '/assets/home-4.js'],
      ],
      entry: '/assets/entry.client-5.js',
    });
  });

  it('fails on a module script it does not know, so a new React Router format stops the build', () => {
    expect(() => parseModuleScript('import("/assets/entry.js"); doSomethingElse();')).toThrow(
      /unexpected statement/,
    );
  });

  it('runs each module after the modules it imports, as its static imports would, the entry last', () => {
    const imports = {
      '/assets/root-2.js': ['/assets/shell-6.js'],
      '/assets/shell-6.js': ['/assets/runtime-7.js'],
      '/assets/home-4.js': ['/assets/shell-6.js', '/assets/card-8.js'],
      '/assets/entry.client-5.js': ['/assets/shell-6.js'],
    };
    const order = evaluationOrder(
      { ...parseModuleScript(MODULE_SCRIPT), preloads: ['/assets/entry.client-5.js', '/assets/extra-9.js'] },
      (url) => imports[url] ?? [],
    );
    expect(order).toEqual([
      '/assets/manifest-1.js',
      '/assets/runtime-7.js',
      '/assets/shell-6.js',
      '/assets/root-2.js',
      '/assets/routes-site-layout-3.js',
      '/assets/card-8.js',
      '/assets/home-4.js',
      '/assets/extra-9.js',
    ]);
  });

  it("reads a minified chunk's static imports, not its dynamic ones", () => {
    const code =
      'import{a as b}from"./shell-6.js";import"./c-1.js";export*from"./d-2.js";const x=()=>import("./lazy-3.js");';
    expect(staticImports(code, '/assets/home-4.js')).toEqual([
      '/assets/shell-6.js',
      '/assets/c-1.js',
      '/assets/d-2.js',
    ]);
  });

  it('removes the preloads and turns the module script into a loader with the same files', () => {
    const out = deferScripts(PAGE);
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<h1>Home</h1><script>window.__reactRouterContext = {};</script>');
    const loader = /<script type="module" async>([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(loader.startsWith(AFTER_PAINT_MARKER)).toBe(true);
    expect(loader).toContain('preloads=["/assets/manifest-1.js","/assets/shell-6.js"]');
    expect(loader).toContain('entry="/assets/entry.client-5.js"');
    expect(deferScripts(out)).toBe(out);
  });

  it('leaves a page without a module script alone', () => {
    const page = '<html><head></head><body><p>static</p></body></html>';
    expect(deferScripts(page)).toBe(page);
  });
});
