import { describe, expect, it } from 'vitest';
import { metaForRoute, pageMeta } from './page-meta.ts';
import { NOT_FOUND_ROUTE_ID } from './route-match.ts';

describe('metaForRoute', () => {
  it('titles a page "<route table title> | <short name>" and describes it', () => {
    const meta = metaForRoute('faq');
    expect(meta).toContainEqual({ title: 'Frequently Asked Questions | Maple Shield' });
    expect(meta.some((m) => 'name' in m && m.name === 'description')).toBe(true);
  });

  it('keeps admin pages and the not-found page out of search engines', () => {
    expect(metaForRoute('admin-panel')).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(metaForRoute(NOT_FOUND_ROUTE_ID)).toContainEqual({ title: 'Page Not Found | Maple Shield' });
  });

  it('treats a path in the wrong case as not found', () => {
    expect(
      pageMeta({ matches: [{ id: 'root' }, { id: 'faq' }], location: { pathname: '/FAQ' } }),
    ).toContainEqual({
      title: 'Page Not Found | Maple Shield',
    });
    expect(
      pageMeta({ matches: [{ id: 'root' }, { id: 'faq' }], location: { pathname: '/faq/' } }),
    ).toContainEqual({
      title: 'Frequently Asked Questions | Maple Shield',
    });
  });
});
