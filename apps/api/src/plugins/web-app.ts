// Serves the built web app (N1, ADR 0004): React Router 7 with `ssr: false` writes prerendered
// pages as `<path>/index.html` and a SPA fallback for every other route. Routes come from the
// shared route table, exact and case-sensitive; a path outside it gets the fallback with a 404
// status so the client shows its not-found page and crawlers see the truth.

import { createHash } from 'node:crypto';
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@brokerage/shared/routes/route-table';
import { compressKeptBody, preferredEncoding } from '../lib/content-encoding.ts';
import type { ContentEncoding } from '../lib/content-encoding.ts';
import { cspDirectives, cspHeader } from './security.ts';

export interface WebAppOptions {
  /** Absolute path of React Router's `build/client`. */
  buildDir: string;
  isProduction: boolean;
}

export const SPA_FALLBACK_FILE = '__spa-fallback.html';
export const NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build` (or `npm start`), then reload this page.';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

interface HtmlFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  csp: string;
  /** Compressed once, on the first request that accepts each encoding. */
  encoded: Map<ContentEncoding, Promise<Buffer>>;
}

// Text assets that scripts/compress-build.mjs writes .br and .gz copies of.
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|data|txt|xml)$/;

/** `'sha256-…'` CSP sources for every inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export const webApp: FastifyPluginAsync<WebAppOptions> = async (app, options) => {
  const root = path.resolve(options.buildDir);
  const htmlCache = new Map<string, HtmlFile>();
  let built = false;

  // serve: false: every path goes through the handler below, which decides what is a file.
  // preCompressed: the .br/.gz copies the build wrote are sent to browsers that accept them.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  async function isBuilt(): Promise<boolean> {
    // Checked per request until found, so building while the server runs needs no restart.
    if (!built) {
      built =
        (await isFile(path.join(root, 'index.html'))) || (await isFile(path.join(root, SPA_FALLBACK_FILE)));
    }
    return built;
  }

  /** The file a decoded URL path names inside the build, or undefined. Refuses traversal and dotfiles. */
  async function staticFile(decodedPath: string): Promise<string | undefined> {
    if (decodedPath.includes('\0') || decodedPath.includes('\\')) return undefined;
    const segments = decodedPath.split('/').filter((s) => s !== '');
    if (segments.some((s) => s === '..' || (s.startsWith('.') && s !== '.well-known'))) return undefined;
    const file = path.resolve(root, ...segments);
    if (!file.startsWith(root + path.sep)) return undefined;
    return (await isFile(file)) ? file : undefined;
  }

  async function loadHtml(file: string): Promise<HtmlFile> {
    const info = await stat(file);
    const cached = htmlCache.get(file);
    if (cached !== undefined && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(file);
    const hashes = inlineScriptHashes(body.toString('utf8'));
    const loaded: HtmlFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      // React Router writes inline scripts (hydration context, module loader); allowing exactly
      // those by hash keeps 'unsafe-inline' out of script-src.
      csp: cspHeader(cspDirectives({ isProduction: options.isProduction }, hashes)),
      encoded: new Map(),
    };
    htmlCache.set(file, loaded);
    return loaded;
  }

  async function sendHtml(request: FastifyRequest, reply: FastifyReply, file: string, status: number) {
    const html = await loadHtml(file);
    reply
      .header('content-security-policy', html.csp)
      // HTML names the hashed assets of one build, so it must be revalidated on every visit.
      .header('cache-control', 'no-cache')
      .header('etag', html.etag)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (status === 200 && request.headers['if-none-match'] === html.etag) return reply.code(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return reply.code(status).send(html.body);
    let encoded = html.encoded.get(encoding);
    if (encoded === undefined) {
      encoded = compressKeptBody(html.body, encoding);
      html.encoded.set(encoding, encoded);
    }
    return reply
      .code(status)
      .header('content-encoding', encoding)
      .send(await encoded);
  }

  async function fallbackFile(): Promise<string> {
    const fallback = path.join(root, SPA_FALLBACK_FILE);
    return (await isFile(fallback)) ? fallback : path.join(root, 'index.html');
  }

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const rawPath = request.url.split('?')[0] ?? '/';
    // Unknown API paths keep their JSON 404 (error-handler.ts).
    if (rawPath === '/api' || rawPath.startsWith('/api/')) return reply.callNotFound();

    if (!(await isBuilt())) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }

    let decodedPath: string | undefined;
    try {
      decodedPath = decodeURIComponent(rawPath);
    } catch {
      decodedPath = undefined; // malformed escapes: not a file; the route table still decides
    }

    const file = decodedPath === undefined ? undefined : await staticFile(decodedPath);
    if (file !== undefined) {
      if (file.endsWith('.html')) return sendHtml(request, reply, file, 200);
      const relative = path.relative(root, file).split(path.sep).join('/');
      // Files under assets/ carry a content hash in their name, so they never change.
      const isHashed = relative.startsWith('assets/');
      if (PRECOMPRESSED.test(relative)) reply.header('vary', 'accept-encoding');
      return reply.sendFile(relative, root, {
        maxAge: isHashed ? YEAR_MS : HOUR_MS,
        immutable: isHashed,
      });
    }

    // A missing script or stylesheet must not be answered with an HTML page.
    if (rawPath.startsWith('/assets/')) return reply.callNotFound();
    // Nor a route's data file (`<path>.data`, written for prerendered pages with a loader): a path
    // that was not prerendered, such as an unknown blog post, gets a 404 the router shows as such.
    if (rawPath.endsWith('.data')) return reply.callNotFound();

    if (matchRoute(rawPath) === undefined) return sendHtml(request, reply, await fallbackFile(), 404);

    const prerendered =
      decodedPath === undefined
        ? undefined
        : await staticFile(`${decodedPath.replace(/\/+$/, '')}/index.html`);
    return sendHtml(request, reply, prerendered ?? (await fallbackFile()), 200);
  });
};
