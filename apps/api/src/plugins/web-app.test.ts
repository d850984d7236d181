import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { preferredEncoding } from '../lib/content-encoding.ts';
import { inlineScriptHashes, NOT_BUILT_MESSAGE } from './web-app.ts';

// A fake React Router `build/client`, with a secret next to it that must never be served.
const HOME_SCRIPT = 'window.__reactRouterContext = {"page":"home"};';
const FAQ_SCRIPT = 'window.__reactRouterContext = {"page":"faq"};';
const FALLBACK_SCRIPT = 'window.__reactRouterContext = {"isSpaMode":true};';
const MODULE_SCRIPT = 'import("/assets/app-abc123.js");';

const page = (title: string, ...inline: string[]) =>
  `<!DOCTYPE html><html><head><title>${title}</title>` +
  inline
    .map((script, i) => (i === 1 ? `<script type="module">${script}</script>` : `<script>${script}</script>`))
    .join('') +
  `<script type="module" src="/assets/app-abc123.js"></script></head><body>${title}</body></html>`;

const sha = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let tmp: string;
let buildDir: string;
let t: TestApp;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'web-app-test-'));
  buildDir = path.join(tmp, 'client');
  await mkdir(path.join(buildDir, 'faq'), { recursive: true });
  await mkdir(path.join(buildDir, 'assets'), { recursive: true });
  await writeFile(path.join(buildDir, 'index.html'), page('Home', HOME_SCRIPT, MODULE_SCRIPT));
  await writeFile(path.join(buildDir, 'faq', 'index.html'), page('FAQ', FAQ_SCRIPT));
  await writeFile(
    path.join(buildDir, '__spa-fallback.html'),
    page('Fallback', FALLBACK_SCRIPT, MODULE_SCRIPT),
  );
  await writeFile(path.join(buildDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  // What scripts/compress-build.mjs writes next to a text asset.
  const big = `export const text = "${'compress me '.repeat(200)}";`;
  await writeFile(path.join(buildDir, 'assets', 'big-def456.js'), big);
  await writeFile(path.join(buildDir, 'assets', 'big-def456.js.br'), brotliCompressSync(big));
  await writeFile(path.join(buildDir, 'assets', 'big-def456.js.gz'), gzipSync(big));
  await writeFile(path.join(buildDir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(buildDir, '.env'), 'SECRET=dotfile');
  await writeFile(path.join(tmp, 'secret.txt'), 'TOP SECRET');
  t = await buildTestApp({ database: false, env: { WEB_BUILD_DIR: buildDir } });
});

afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('web app serving (ADR 0004)', () => {
  it('serves hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the prerendered page of a route, never cached', async () => {
    for (const url of ['/faq', '/faq/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>FAQ</title>');
    }
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Home</title>');
  });

  it('serves the SPA fallback for a route without a prerendered page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sign-in?from=term-life' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Fallback</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers paths outside the route table with the fallback and a 404 status, case-sensitively', async () => {
    for (const url of ['/nope', '/FAQ', '/faq/extra']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Fallback</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('allows exactly the inline scripts of the page served, by hash', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    const csp = home.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${sha(HOME_SCRIPT)} ${sha(MODULE_SCRIPT)}`);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp).toContain("frame-ancestors 'self'");

    const faq = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(faq.headers['content-security-policy']).toContain(sha(FAQ_SCRIPT));
    expect(faq.headers['content-security-policy']).not.toContain(sha(HOME_SCRIPT));
  });

  it('hashes inline scripts only, skipping external ones', () => {
    expect(
      inlineScriptHashes('<script src="/a.js"></script><script>a()</script><SCRIPT defer>b()</SCRIPT>'),
    ).toEqual([sha('a()'), sha('b()')]);
  });

  it('revalidates HTML with an ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/faq' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/faq', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/faq' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('refuses path traversal and dotfiles', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/.env',
      '/%2eenv',
      '/assets%5c..%5c..%5csecret.txt',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('TOP SECRET');
      expect(response.body, url).not.toContain('SECRET=dotfile');
    }
  });

  it('answers a missing asset with a JSON 404 rather than a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('leaves unknown /api paths to the JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('compression', () => {
  const bigAsset = `export const text = "${'compress me '.repeat(200)}";`;

  it('sends the precompressed copy of an asset the browser can decode', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigAsset);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigAsset);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
  });

  it('compresses pages for browsers that accept it, keeping status and CSP', async () => {
    const identity = await t.app.inject({ method: 'GET', url: '/faq' });
    const br = await t.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-security-policy']).toBe(identity.headers['content-security-policy']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.rawPayload).toString()).toContain('Fallback');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, identity; q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('picks %j -> %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('web app not built', () => {
  it('answers pages with 503 and says how to build, while the API works', async () => {
    const bare = await buildTestApp({ database: false, env: { WEB_BUILD_DIR: path.join(tmp, 'missing') } });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/faq' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe(NOT_BUILT_MESSAGE);
      expect(response.body).toContain('npm run build');
      const docs = await bare.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
