import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';

let buildDir: string;
let dev: TestApp;
let production: TestApp;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'security-test-'));
  await writeFile(
    path.join(buildDir, 'index.html'),
    '<!DOCTYPE html><html><head><script>boot()</script></head></html>',
  );
  dev = await buildTestApp({ database: false, env: { WEB_BUILD_DIR: buildDir } });
  production = await buildTestApp({
    database: false,
    env: {
      WEB_BUILD_DIR: buildDir,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    },
  });
});

afterAll(async () => {
  await dev.close();
  await production.close();
  await rm(buildDir, { recursive: true, force: true });
});

function directives(header: unknown): Map<string, string> {
  expect(typeof header).toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0] ?? '', d] as const),
  );
}

describe('security headers', () => {
  it('are on an API answer', async () => {
    const response = await dev.app.inject({ method: 'GET', url: '/api/nothing' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(csp.get('default-src')).toBe("default-src 'self'");
    expect(csp.get('object-src')).toBe("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('are on an HTML answer, with inline scripts allowed by hash only', async () => {
    const response = await dev.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(csp.get('script-src')).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    // Mantine writes inline styles at run time.
    expect(csp.get('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('leave HSTS and upgrade-insecure-requests to production', async () => {
    const local = await dev.app.inject({ method: 'GET', url: '/' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
    expect(directives(local.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);

    for (const url of ['/', '/api/nothing']) {
      const live = await production.app.inject({ method: 'GET', url });
      expect(live.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(live.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    }
  });
});
