// Security headers for every answer (helmet). The Content-Security-Policy fits a React app styled
// by Mantine: scripts only from this origin (inline ones allowed by hash, see web-app.ts), inline
// styles allowed because Mantine writes style attributes and <style> tags at run time.

import fastifyHelmet from '@fastify/helmet';
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

// Inferred, not annotated: helmet's own types and @fastify/helmet's copy of them differ in name only.
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

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const policy = cspHeader(cspDirectives(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('content-security-policy', policy);
    done();
  });
  await app.register(fastifyHelmet, { global: true, ...helmetOptions(options) });
}

/**
 * The same headers for answers Fastify gives before any hook runs (a URL it cannot decode,
 * `frameworkErrors` in app.ts), where the plugin above never gets the request.
 */
export function securityHeadersFor(
  options: SecurityOptions,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const apply = helmet(helmetOptions(options));
  const policy = cspHeader(cspDirectives(options));
  return (request, reply) => {
    reply.header('content-security-policy', policy);
    apply(request.raw, reply.raw, () => undefined);
  };
}
