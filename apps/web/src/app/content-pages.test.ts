import { describe, expect, it } from 'vitest';
import { contentPageLoader, contentPageOf, scriptJson } from './content-pages.ts';

describe('content pages (ADR 0090)', () => {
  it('writes loader data that cannot end its script element and reads back the same', () => {
    const data = { title: '</script><script>alert(1)</script>', note: '<!-- x -->' };
    const json = scriptJson(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
    expect(scriptJson(undefined)).toBe('null');
  });

  it('imports the entry once, after the first contentful paint or at the latest after 2.5 s', () => {
    const loader = contentPageLoader('/assets/content-pages-abc.js');
    expect(loader).toContain('import("/assets/content-pages-abc.js")');
    expect(loader).toContain('first-contentful-paint');
    expect(loader).toContain('setTimeout(start,2500)');
  });

  it('reads the content page a handle names, and nothing from any other handle', () => {
    expect(contentPageOf({ contentPage: 'faq' })).toBe('faq');
    expect(contentPageOf({ contentPage: true })).toBeUndefined();
    expect(contentPageOf({ other: 'faq' })).toBeUndefined();
    expect(contentPageOf(undefined)).toBeUndefined();
  });
});
