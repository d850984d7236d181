// Security headers for every answer (helmet). The Content-Security-Policy fits a React app styled
// by Mantine: scripts only from this origin (inline ones allowed by hash, see web-app.ts), inline
// styles allowed because Mantine writes style attributes and <style> tags at run time.

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // @fastify/helmet builds helmet's middleware on every request, and parsing the policy was the
  // costly part (ADR 0052): the header is written once here and set as is (web-app.ts replaces it
  // on HTML answers with the file's script hashes).
  const policy = cspHeader(cspDirectives(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('content-security-policy', policy);
    done();
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    // HSTS pins browsers to https; sending it from a plain-http development server would stick.
    strictTransportSecurity: options.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
}
