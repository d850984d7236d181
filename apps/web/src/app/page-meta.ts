import type { MetaDescriptor } from 'react-router';
import { findRoute, type RouteEntry } from '@brokerage/shared/routes/route-table';
import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { SITE_ORIGIN } from '@brokerage/shared/content/site-origin';
import { NOT_FOUND_ROUTE_ID, resolveRouteId } from './route-match.ts';

const SITE_DESCRIPTION = `${COMPANY.name} compares life, travel, health and home insurance and offers financial planning for Canadians in Ontario, Alberta and British Columbia.`;

// Hand-written descriptions for the content pages; other pages get one built from their title.
const DESCRIPTIONS: Record<string, string> = {
  index: SITE_DESCRIPTION,
  faq: `Answers to common questions about insurance quotes, applications and advisors at ${COMPANY.name}.`,
  'about-us': `Who we are: ${COMPANY.name}, a licensed brokerage in Brampton, Ontario, serving Ontario, Alberta and British Columbia.`,
  blogs: `Articles on insurance, retirement and financial wellness from ${COMPANY.name}.`,
  terms: `The terms of service of the ${COMPANY.name} website.`,
  policy: `How ${COMPANY.name} collects, uses and protects your personal information.`,
};

function describe(entry: RouteEntry): string {
  const known = DESCRIPTIONS[entry.id];
  if (known) return known;
  const product = entry.product === undefined ? undefined : findProductByValue(entry.product);
  if (product) return `${entry.title}: compare ${product.name} options and get a quote from ${COMPANY.name}.`;
  return `${entry.title} | ${SITE_DESCRIPTION}`;
}

/** `<title>` and description of a page, from the shared route table (`${title} | ${shortName}`). */
export function metaForRoute(routeId: string | undefined): MetaDescriptor[] {
  if (routeId === NOT_FOUND_ROUTE_ID) {
    return [{ title: `Page Not Found | ${COMPANY.shortName}` }, { name: 'robots', content: 'noindex' }];
  }
  const entry = routeId === undefined ? undefined : findRoute(routeId);
  if (!entry) return [{ title: COMPANY.name }, { name: 'description', content: SITE_DESCRIPTION }];
  const meta: MetaDescriptor[] = [
    { title: `${entry.title} | ${COMPANY.shortName}` },
    { name: 'description', content: describe(entry) },
  ];
  // The error pages and the developers' component page have nothing for search engines. Personal
  // and staff screens are crawlable frames (ADR 0126): without a session they hold no data and
  // lead to sign-in, and they stay out of the sitemap.
  if (entry.id === 'bad-request' || entry.id === 'design-system')
    meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}

export interface MetaOverrides {
  /** Replaces the route table's title (before ` | shortName`). */
  title?: string;
  description?: string;
  ogType?: 'website' | 'article';
}

/**
 * A route module's `meta`: the page its leaf match stands for, checked case-sensitively. Indexable
 * pages also get a canonical link on SITE_ORIGIN and Open Graph tags (ADR 0021).
 */
export function pageMeta(
  {
    matches,
    location,
  }: {
    matches: ReadonlyArray<{ id: string } | undefined>;
    location: { pathname: string };
  },
  overrides: MetaOverrides = {},
): MetaDescriptor[] {
  const base = metaForRoute(resolveRouteId(matches.at(-1)?.id, location.pathname));
  if (base.some((m) => 'name' in m && m.name === 'robots')) return base;
  const title = overrides.title === undefined ? titleOf(base) : `${overrides.title} | ${COMPANY.shortName}`;
  const description = overrides.description ?? descriptionOf(base);
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  const url = `${SITE_ORIGIN}${path}`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: COMPANY.name },
    { property: 'og:type', content: overrides.ogType ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_CA' },
    { name: 'twitter:card', content: 'summary' },
  ];
}

function titleOf(meta: MetaDescriptor[]): string {
  for (const m of meta) if ('title' in m && typeof m.title === 'string') return m.title;
  return COMPANY.name;
}

function descriptionOf(meta: MetaDescriptor[]): string {
  for (const m of meta)
    if ('name' in m && m.name === 'description' && typeof m.content === 'string') return m.content;
  return SITE_DESCRIPTION;
}
