import { matchRoutes, type RouteObject } from 'react-router';

// Issue 14 (ADR 0086): the route tree React Router builds from its manifest, shaped as its
// createClientRoutes shapes it (routes grouped by parent in manifest order; id, index and path;
// children only when there are some), so that the build's shape-keyed flatten cache
// (route-matching-cache.ts) serves hydration from what this computed in an earlier task.

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

type WarmRoute = RouteObject & { id: string };

export function routeTreeFromManifest(
  manifestRoutes: Record<string, ManifestRoute | undefined>,
): WarmRoute[] {
  const byParent = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(manifestRoutes)) {
    if (!route) continue;
    const parentId = route.parentId || '';
    const siblings = byParent.get(parentId) ?? [];
    siblings.push(route);
    byParent.set(parentId, siblings);
  }
  const build = (parentId: string): WarmRoute[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const tree = { id: route.id, index: route.index, path: route.path } as WarmRoute;
      const children = build(route.id);
      if (children.length > 0) (tree as { children?: WarmRoute[] }).children = children;
      return tree;
    });
  return build('');
}

/** Flattens, ranks and matches the route tree for this URL now, so that hydration need not. */
export function warmRouteMatching(): void {
  const manifest = (window as { __reactRouterManifest?: { routes?: Record<string, ManifestRoute> } })
    .__reactRouterManifest;
  if (!manifest?.routes) return;
  matchRoutes(routeTreeFromManifest(manifest.routes), window.location);
}
