import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';

const t = useTestApp({ database: false });

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and lists /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Brokerage API');
    expect(document.paths).toHaveProperty('/api/health');
    // The web app's catch-all is not part of the API.
    expect(Object.keys(document.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
