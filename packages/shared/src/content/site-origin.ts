// The public origin of the site, used in canonical links, Open Graph tags and the sitemap
// (ADR 0021). A build-time constant: prerendered HTML cannot read the server's PUBLIC_URL.

export const SITE_ORIGIN = 'https://www.mapleshield.ca';

/** "Ontario, Alberta and British Columbia": a list in running text. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
