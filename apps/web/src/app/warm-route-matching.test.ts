import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTreeFromManifest } from './warm-route-matching.ts';

describe('routeTreeFromManifest', () => {
  it('nests routes under their parents in manifest order, as React Router builds its client routes', () => {
    const tree = routeTreeFromManifest({
      root: { id: 'root', path: '' },
      layout: { id: 'layout', parentId: 'root' },
      home: { id: 'home', parentId: 'layout', index: true },
      faq: { id: 'faq', parentId: 'layout', path: 'faq' },
      admin: { id: 'admin', parentId: 'root', path: 'admin' },
    });
    expect(tree).toEqual([
      {
        id: 'root',
        path: '',
        index: undefined,
        children: [
          {
            id: 'layout',
            path: undefined,
            index: undefined,
            children: [
              { id: 'home', index: true, path: undefined },
              { id: 'faq', index: undefined, path: 'faq' },
            ],
          },
          { id: 'admin', index: undefined, path: 'admin' },
        ],
      },
    ]);
    expect(matchRoutes(tree, '/faq')?.map((match) => match.route.id)).toEqual(['root', 'layout', 'faq']);
  });
});
