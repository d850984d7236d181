import type { Plugin } from 'vite';

// Issue 14 (ADR 0086): React Router 7 flattens and ranks the whole route tree, compiling one
// RegExp per route, every time it matches a URL against a tree it has not precomputed. With the
// route table's 150 routes that is about 12 ms per match on a desktop CPU, and hydration matches
// several times (hydration data, initial matches), in one task: 100 to 160 ms at the 4x slowdown of
// Lighthouse's phone, most of a page's Total Blocking Time. Both functions are pure for a given
// tree, so the build memoises them: `compilePath` by its arguments (a RegExp without the g flag
// keeps no state between `exec` calls), `flattenAndRankRoutes` by the routes array, checked
// against the tree's route count so that routes added later (lazy discovery, which this app does
// not use) are flattened again. Upstream: remix-run/react-router pull request 14866 proposed the
// same caches. The source text is matched exactly, so an upgrade that changes it fails the build.

const FLATTEN = `function flattenAndRankRoutes(routes) {
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  return branches;
}`;

const FLATTEN_MEMOISED = `var flattenedRoutes = new WeakMap();
function countRoutes(routes) {
  let count = routes.length;
  for (let route of routes) if (route.children) count += countRoutes(route.children);
  return count;
}
function flattenAndRankRoutes(routes) {
  let count = countRoutes(routes);
  let known = flattenedRoutes.get(routes);
  if (known !== void 0 && known.count === count) return known.branches;
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  flattenedRoutes.set(routes, { count, branches });
  return branches;
}`;

const COMPILE = 'function compilePath(path, caseSensitive = false, end = true) {';
const COMPILE_MEMOISED = `var compiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  let key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let known = compiledPaths.get(key);
  if (known === void 0) {
    known = compilePathUncached(path, caseSensitive, end);
    compiledPaths.set(key, known);
  }
  return known;
}
function compilePathUncached(path, caseSensitive = false, end = true) {`;

const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;

/**
 * React Router's module with both helpers memoised; null for a module without them. Throws when
 * the module defines them in a form this rewrite does not know.
 */
export function memoiseRouteMatching(code: string): string | null {
  if (!code.includes('function flattenAndRankRoutes(')) return null;
  if (!code.includes(FLATTEN) || !code.includes(COMPILE)) {
    throw new Error("React Router's matching code changed; update apps/web/route-matching-cache.ts");
  }
  return code.replace(FLATTEN, FLATTEN_MEMOISED).replace(COMPILE, COMPILE_MEMOISED);
}

/** Rewrites React Router's matching helpers in the module that defines them (build only). */
export function routeMatchingCache(): Plugin {
  let rewritten = 0;
  return {
    name: 'brokerage:route-matching-cache',
    apply: 'build',
    buildStart() {
      rewritten = 0;
    },
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      let memoised: string | null;
      try {
        memoised = memoiseRouteMatching(code);
      } catch (error) {
        this.error(`route-matching-cache: ${(error as Error).message} (${id})`);
      }
      if (memoised === null) return null;
      rewritten += 1;
      return { code: memoised, map: null };
    },
    buildEnd() {
      // The server build (prerendering) leaves React Router in node_modules; the browser's bundles it.
      if (this.environment.name === 'client' && rewritten === 0) {
        this.error('route-matching-cache: React Router was bundled without its matching code');
      }
    },
  };
}
