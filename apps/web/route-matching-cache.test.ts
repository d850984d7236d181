import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoiseRouteMatching } from './route-matching-cache.ts';

const FLATTEN = `function flattenAndRankRoutes(routes) {
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  return branches;
}`;
const COMPILE = 'function compilePath(path, caseSensitive = false, end = true) {';

/** A module shaped like React Router's, counting how often the real work runs. */
function sampleModule(): {
  flattenAndRankRoutes: (r: unknown[]) => unknown;
  compilePath: (p: string) => unknown;
  calls: { flatten: number; compile: number };
} {
  const code = `var calls = { flatten: 0, compile: 0 };
function flattenRoutes(routes) {
  calls.flatten += 1;
  return routes.map((route) => ({ path: route.path, routesMeta: [{ relativePath: route.path, route }] }));
}
function rankRouteBranches() {}
${FLATTEN}
${COMPILE}
  calls.compile += 1;
  return [new RegExp("^" + path), []];
}
return { flattenAndRankRoutes, compilePath, calls };`;
  const memoised = memoiseRouteMatching(code);
  if (memoised === null) throw new Error('not rewritten');
  return new Function(memoised)();
}

describe('route-matching-cache', () => {
  it('rewrites the React Router build this app bundles', () => {
    const require = createRequire(import.meta.url);
    const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'development');
    const defining = readdirSync(dist)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .filter((code) => code.includes('function flattenAndRankRoutes('));
    expect(defining.length).toBeGreaterThan(0);
    for (const code of defining) {
      const memoised = memoiseRouteMatching(code) ?? '';
      expect(memoised).toContain('flattenedByShape.get(shape)');
      expect(memoised).toContain('function compilePathUncached(');
    }
  });

  it('flattens a route tree once, and again when a route is added to it', () => {
    const { flattenAndRankRoutes, calls } = sampleModule();
    const routes: { id: string; path: string; children?: unknown[] }[] = [
      { id: 'a', path: 'a' },
      { id: 'b', path: 'b', children: [] },
    ];
    const first = flattenAndRankRoutes(routes);
    expect(flattenAndRankRoutes(routes)).toBe(first);
    expect(calls.flatten).toBe(1);
    routes[1]?.children?.push({ id: 'c', path: 'c' });
    flattenAndRankRoutes(routes);
    expect(calls.flatten).toBe(2);
    flattenAndRankRoutes([{ id: 'a', path: 'a' }]);
    expect(calls.flatten).toBe(3);
  });

  it("reuses the branches of a tree of the same shape, with the new tree's route objects", () => {
    const { flattenAndRankRoutes, calls } = sampleModule();
    const before = [{ id: 'faq', path: 'faq' }];
    const after = [{ id: 'faq', path: 'faq' }];
    flattenAndRankRoutes(before);
    const branches = flattenAndRankRoutes(after) as { routesMeta: { route: unknown }[] }[];
    expect(calls.flatten).toBe(1);
    expect(branches[0]?.routesMeta[0]?.route).toBe(after[0]);
    flattenAndRankRoutes([{ id: 'faq', path: 'questions' }]);
    expect(calls.flatten).toBe(2);
  });

  it('flattens a tree without route ids every time, as React Router does', () => {
    const { flattenAndRankRoutes, calls } = sampleModule();
    const routes = [{ path: 'a' }];
    flattenAndRankRoutes(routes);
    flattenAndRankRoutes(routes);
    expect(calls.flatten).toBe(2);
  });

  it('compiles a path once per set of arguments', () => {
    const { compilePath, calls } = sampleModule();
    expect(compilePath('/faq')).toBe(compilePath('/faq'));
    expect(compilePath('/blogs')).not.toBe(compilePath('/faq'));
    expect(calls.compile).toBe(2);
  });

  it('refuses a module whose helpers it does not recognise', () => {
    expect(() => memoiseRouteMatching('function flattenAndRankRoutes(routes) { return []; }')).toThrow(
      /matching code changed/,
    );
    expect(memoiseRouteMatching('export const unrelated = 1;')).toBeNull();
  });
});
