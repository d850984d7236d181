// Security headers for every answer (helmet). The Content-Security-Policy fits a React app styled
// by Mantine: scripts only from this origin (inline ones allowed by hash, see web-app.ts), inline
// styles allowed because Mantine writes style attributes and <style> tags at run time.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

export interface SecurityOptions {
  isProduction: boolean;
}

type Directives = Record<string, string[]>;

/** The site-wide policy; `scriptHashes` are `'sha256-…'` sources for inline scripts of one HTML file. */
export function cspDirectives(options: SecurityOptions, scriptHashes: readonly string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Only in production: on http://localhost it would upgrade asset requests to https and break.
    ...(options.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Serialises directives into a header value. */
export function cspHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

// The Content-Security-Policy is not helmet's: parsing it on every request was costly (ADR 0053),
// so the header is written once and set as is (web-app.ts replaces it on HTML answers with the
// file's script hashes).
function helmetOptions(options: SecurityOptions) {
  return {
    contentSecurityPolicy: false as const,
    // HSTS pins browsers to https; sending it from a plain-http development server would stick.
    strictTransportSecurity: options.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    xFrameOptions: { action: 'sameorigin' as const },
  };
}

/**
 * Helmet's headers for these options, read once from its middleware: they depend on the options
 * only, so every answer sets the same values without running helmet per request (ADR
 * 0083; helmet rebuilt them on every answer, 2 % of a quote's CPU). With the site's policy.
 */
export function securityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(options))({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;
  headers['content-security-policy'] = cspHeader(cspDirectives(options));
  return headers;
}

export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options);
  // API answers may hold personal data (accounts, staff lists, exports, the data download): no
  // cache keeps them unless a route sets its own policy for public content (ADR 0092).
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}

/**
 * The same headers for answers Fastify gives before any hook runs (a URL it cannot decode,
 * `frameworkErrors` in app.ts), where the hook above never gets the request.
 */
export function securityHeadersFor(
  options: SecurityOptions,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const headers = securityHeaders(options);
  return (_request, reply) => {
    reply.headers(headers);
  };
}
