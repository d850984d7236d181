// The public origin of the site, used in canonical links, Open Graph tags and the sitemap
// (ADR 0021). A build-time constant: prerendered HTML cannot read the server's PUBLIC_URL.

export const SITE_ORIGIN = 'https://www.mapleshield.ca';
