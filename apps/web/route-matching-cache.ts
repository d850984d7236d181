import type { Plugin } from 'vite';

// Issue 14 (ADR 0086): React Router 7 flattens and ranks the whole route tree, compiling one
// RegExp per route, every time it matches a URL against a tree it has not precomputed. With the
// route table's 150 routes that is about 12 ms per match on a desktop CPU, and hydration matches
// several times (hydration data, initial matches), in one task: 100 to 160 ms at the 4x slowdown of
// Lighthouse's phone, most of a page's Total Blocking Time. Both functions are pure for a given
// tree, so the build memoises them: `compilePath` by its arguments (a RegExp without the g flag
// keeps no state between `exec` calls), `flattenAndRankRoutes` by the tree's shape, so that routes
// added later (lazy discovery, which this app does not use) are flattened again, and the client
// entry can flatten in a task of its own before hydration (src/entry.client.tsx). Upstream: remix-run/react-router pull request 14866 proposed the
// same caches. The source text is matched exactly, so an upgrade that changes it fails the build.

const FLATTEN = `function flattenAndRankRoutes(routes) {
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  return branches;
}`;

// Branches are kept by the tree's shape (ids, paths, index and case flags, nesting), so that a tree
// built again with the same routes (React Router's client routes, then the data routes it copies
// from them, or the tree the client entry matches before hydrating) reuses them: the branches are
// copied with the new tree's route objects, found by id. A tree whose routes have no ids (a plain
// matchRoutes call) is flattened each time, as upstream does.
const FLATTEN_MEMOISED = `var flattenedByRoutes = new WeakMap();
var flattenedByShape = new Map();
function routeShape(routes, parts, byId) {
  for (let route of routes) {
    if (route.id === void 0) return false;
    byId.set(route.id, route);
    parts.push(route.id, route.path === void 0 ? "\\u0001" : route.path, route.index ? "i" : "", route.caseSensitive ? "c" : "");
    if (route.children && route.children.length > 0) {
      parts.push("(");
      if (!routeShape(route.children, parts, byId)) return false;
      parts.push(")");
    }
  }
  return true;
}
function flattenAndRankRoutes(routes) {
  let parts = [];
  let byId = new Map();
  if (!routeShape(routes, parts, byId)) {
    let fresh = flattenRoutes(routes);
    rankRouteBranches(fresh);
    return fresh;
  }
  let shape = parts.join("\\u0000");
  let known = flattenedByRoutes.get(routes);
  if (known !== void 0 && known.shape === shape) return known.branches;
  let shaped = flattenedByShape.get(shape);
  let branches;
  if (shaped === void 0) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    if (flattenedByShape.size >= 8) flattenedByShape.delete(flattenedByShape.keys().next().value);
    flattenedByShape.set(shape, branches);
  } else {
    branches = shaped.map((branch) => ({
      ...branch,
      routesMeta: branch.routesMeta.map((meta) => ({ ...meta, route: byId.get(meta.route.id) })),
    }));
  }
  flattenedByRoutes.set(routes, { shape, branches });
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
