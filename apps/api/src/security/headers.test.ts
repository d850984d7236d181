// Security headers on every kind of answer (security; plugins/security.ts): HTML pages
// (prerendered, SPA fallback, the 404 page, the not-built notice), static files, and JSON answers
// (success, validation error, guard refusal, 404, server failure), in development and production.
// The per-page script hashes are tested in plugins/web-app.test.ts.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';

let tmp: string;
let dev: TestApp;
let production: TestApp;
let unbuilt: TestApp;

const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><script>boot()</script></head><body></body></html>`;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'headers-test-'));
  const buildDir = path.join(tmp, 'client');
  await mkdir(path.join(buildDir, 'faq'), { recursive: true });
  await mkdir(path.join(buildDir, 'assets'), { recursive: true });
  await writeFile(path.join(buildDir, 'index.html'), page('Home'));
  await writeFile(path.join(buildDir, 'faq', 'index.html'), page('FAQ'));
  await writeFile(path.join(buildDir, '__spa-fallback.html'), page('Fallback'));
  await writeFile(path.join(buildDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  // No database: /api/health then answers 503, the server-failure case.
  dev = await buildTestApp({ database: false, env: { WEB_BUILD_DIR: buildDir } });
  production = await buildTestApp({
    database: false,
    env: {
      WEB_BUILD_DIR: buildDir,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      SMTP_URL: 'smtp://unused.example:587',
    },
  });
  unbuilt = await buildTestApp({ database: false, env: { WEB_BUILD_DIR: path.join(tmp, 'missing') } });
});

afterAll(async () => {
  await Promise.all([dev.close(), production.close(), unbuilt.close()]);
  await rm(tmp, { recursive: true, force: true });
});

type Case = {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  status: number;
  type: RegExp;
  payload?: object;
};

const HTML = /^text\/html/;
const JSON_TYPE = /^application\/json/;
const CASES: Case[] = [
  { name: 'prerendered page', method: 'GET', url: '/faq', status: 200, type: HTML },
  { name: 'home page', method: 'GET', url: '/', status: 200, type: HTML },
  { name: 'SPA fallback', method: 'GET', url: '/sign-in?from=term-life', status: 200, type: HTML },
  { name: '404 page', method: 'GET', url: '/no-such-page', status: 404, type: HTML },
  { name: 'static script', method: 'GET', url: '/assets/app-abc123.js', status: 200, type: /javascript/ },
  { name: 'JSON success', method: 'GET', url: '/api/docs/json', status: 200, type: JSON_TYPE },
  {
    name: 'JSON validation error',
    method: 'POST',
    url: '/api/users/login',
    payload: { email: 'x' },
    status: 400,
    type: JSON_TYPE,
  },
  { name: 'JSON 401 of a guard', method: 'GET', url: '/api/users/details', status: 401, type: JSON_TYPE },
  { name: 'JSON 404', method: 'GET', url: '/api/nothing/here', status: 404, type: JSON_TYPE },
  { name: 'JSON server failure', method: 'GET', url: '/api/health', status: 503, type: JSON_TYPE },
  { name: 'malformed body', method: 'POST', url: '/api/users/login', status: 400, type: JSON_TYPE },
  // Refused by Fastify before any hook runs (frameworkErrors in app.ts).
  { name: 'undecodable API URL', method: 'GET', url: '/api/blogs/%zz/1/2', status: 400, type: JSON_TYPE },
  { name: 'undecodable page URL', method: 'GET', url: '/blog/%E0%A4%A', status: 302, type: /.*/ },
];

function directives(header: unknown): Map<string, string> {
  expect(typeof header, 'content-security-policy').toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0] ?? '', d] as const),
  );
}

async function answer(app: TestApp, c: Case) {
  const response = await app.app.inject({
    method: c.method,
    url: c.url,
    ...(c.payload === undefined
      ? c.method === 'POST'
        ? { headers: { 'content-type': 'application/json' }, payload: '{"email":' }
        : {}
      : { payload: c.payload }),
  });
  expect(response.statusCode, c.name).toBe(c.status);
  expect(String(response.headers['content-type']), c.name).toMatch(c.type);
  return response;
}

function expectCommonHeaders(headers: Record<string, unknown>, name: string) {
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('default-src'), name).toBe("default-src 'self'");
  expect(csp.get('frame-ancestors'), name).toBe("frame-ancestors 'self'");
  expect(csp.get('object-src'), name).toBe("object-src 'none'");
  expect(csp.get('base-uri'), name).toBe("base-uri 'self'");
  expect(csp.get('script-src'), name).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
  expect(headers['x-content-type-options'], name).toBe('nosniff');
  expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], name).toBe('SAMEORIGIN');
  return csp;
}

describe('security headers in development', () => {
  it.each(CASES)('$name ($url): CSP with frame-ancestors, nosniff, referrer policy; no HSTS', async (c) => {
    const response = await answer(dev, c);
    const csp = expectCommonHeaders(response.headers, c.name);
    // HSTS from a plain-http development server would pin the browser to https for localhost.
    expect(response.headers['strict-transport-security'], c.name).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests'), c.name).toBe(false);
  });

  it('allow inline scripts of HTML pages by hash only, and inline styles (Mantine)', async () => {
    const response = await dev.app.inject({ method: 'GET', url: '/faq' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(csp.get('script-src-attr')).toBe("script-src-attr 'none'");
    expect(csp.get('style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('are on the notice of an unbuilt web app too', async () => {
    const response = await unbuilt.app.inject({ method: 'GET', url: '/faq' });
    expect(response.statusCode).toBe(503);
    expectCommonHeaders(response.headers, 'not built');
  });
});

describe('security headers in production', () => {
  it.each(CASES)('$name ($url): the same, plus HSTS and upgrade-insecure-requests', async (c) => {
    const response = await answer(production, c);
    const csp = expectCommonHeaders(response.headers, c.name);
    expect(response.headers['strict-transport-security'], c.name).toBe('max-age=31536000; includeSubDomains');
    expect(csp.has('upgrade-insecure-requests'), c.name).toBe(true);
  });
});
