import { describe, expect, it } from 'vitest';
import { metaForRoute, pageMeta } from './page-meta.ts';
import { NOT_FOUND_ROUTE_ID } from './route-match.ts';

describe('metaForRoute', () => {
  it('titles a page "<route table title> | <short name>" and describes it', () => {
    const meta = metaForRoute('faq');
    expect(meta).toContainEqual({ title: 'Frequently Asked Questions | Maple Shield' });
    expect(meta.some((m) => 'name' in m && m.name === 'description')).toBe(true);
  });

  it('keeps the error pages and the component page out of search engines', () => {
    expect(metaForRoute(NOT_FOUND_ROUTE_ID)).toContainEqual({ title: 'Page Not Found | Maple Shield' });
    for (const id of [NOT_FOUND_ROUTE_ID, 'bad-request', 'design-system']) {
      expect(metaForRoute(id)).toContainEqual({ name: 'robots', content: 'noindex' });
    }
  });

  it('lets crawlers reach personal and staff frames, which hold nothing without a session (ADR 0126)', () => {
    for (const id of ['account', 'admin-inbox', 'admin-panel']) {
      expect(metaForRoute(id)).not.toContainEqual({ name: 'robots', content: 'noindex' });
    }
  });

  it('lets search engines index the sign-in and sign-up pages', () => {
    for (const id of ['sign-in', 'sign-up']) {
      expect(metaForRoute(id)).not.toContainEqual({ name: 'robots', content: 'noindex' });
    }
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

describe('pageMeta of an indexable page (ADR 0021)', () => {
  it('adds a canonical link on the site origin and Open Graph tags, with overrides', () => {
    const meta = pageMeta(
      { matches: [{ id: 'root' }, { id: 'blog-detail' }], location: { pathname: '/blogs/2021/03/1/' } },
      { title: 'Post title', description: 'About it', ogType: 'article' },
    );
    expect(meta).toContainEqual({ title: 'Post title | Maple Shield' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.mapleshield.ca/blogs/2021/03/1',
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:description', content: 'About it' });
  });

  it('adds no canonical link to pages kept out of search engines', () => {
    const meta = pageMeta({ matches: [{ id: 'design-system' }], location: { pathname: '/design-system' } });
    expect(meta.some((m) => 'rel' in m)).toBe(false);
  });
});
