import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/health', () => {
  it('reports the service and the database as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { status: 'ok', database: 'up', databaseKind: t.dbClient.kind },
    });
  });

  it('answers 503 when the database does not answer', async () => {
    vi.spyOn(t.dbClient, 'ping').mockRejectedValue(new Error('connection refused'));
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database unreachable', code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('GET /api/health/live', () => {
  it('answers while the database is down: the process lives, it is only not ready', async () => {
    const ping = vi.spyOn(t.dbClient, 'ping').mockRejectedValue(new Error('connection refused'));
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
    expect(ping).not.toHaveBeenCalled();
  });
});
