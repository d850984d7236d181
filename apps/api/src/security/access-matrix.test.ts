// Access matrix over every route the app registers (security). The list comes from the
// app itself (`app.routeAccess()`, plugins/auth.ts), and each route's level from its own
// declaration: `onRequest: app.requireUser` / `app.requireStaff` / `app.requireAdmin`, or
// `config: { access: 'public' }`. Staff are advisors and admins.
// A route added without one of them fails the first test, so no call can be forgotten here.

import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../features/admin/admin-test-helpers.ts';
import { staffTokens } from '../features/staff-inbox/staff-test-helpers.ts';
import type { StaffTokens } from '../features/staff-inbox/staff-test-helpers.ts';
import type { RouteAccessEntry } from '../plugins/auth.ts';
import { NOT_ADMIN_MESSAGE } from '../plugins/auth.ts';
import { buildTestApp, useTestApp } from '../test/build-test-app.ts';

const SIGN_IN_FIRST = { message: 'Please sign in to continue', code: 'UNAUTHORIZED' };
const NOT_ADMIN = { message: NOT_ADMIN_MESSAGE, code: 'FORBIDDEN' };
const SOME_ID = '8c6f3c1e-0000-4000-8000-000000000000';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

const t = useTestApp();
let tokens: StaffTokens;
let routes: RouteAccessEntry[];

beforeAll(async () => {
  tokens = await staffTokens(t.app, t.db);
  // Signing out everywhere ends the caller's token at once (ADR 0092): each visitor calls it last.
  const endsSession = (route: RouteAccessEntry) => route.url === '/api/account/sign-out-everywhere';
  routes = t.app.routeAccess().sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
});

/** Routes whose declaration gives no single access level. */
function misdeclared(entries: RouteAccessEntry[]): string[] {
  return entries
    .filter((route) => route.access === 'undeclared' || route.access === 'conflicting')
    .map((route) => `${route.method} ${route.url}: ${route.access}`);
}

/** A concrete URL for a route pattern: ids get a UUID, pages 1, anything else a plain word. */
function concreteUrl(pattern: string): string {
  return pattern
    .replace(/:id\b/g, SOME_ID)
    .replace(/:page\b/g, '1')
    .replace(/:[A-Za-z]+/g, 'x')
    .replace(/\*$/, 'x');
}

function request(route: RouteAccessEntry, token?: string) {
  const method = route.method as Method;
  const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return call(t.app, method as 'GET', concreteUrl(route.url), {
    token,
    ...(withBody ? { payload: {} } : {}),
  });
}

function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

describe('route access declarations', () => {
  it('give every registered route exactly one level', () => {
    expect(misdeclared(routes)).toEqual([]);
  });

  it('catch a route added without a declaration, or declared public and guarded', async () => {
    const probe = await buildTestApp({
      database: false,
      extraRoutes: (app) => {
        app.get('/api/test/forgotten', async () => ({ data: 'open to anyone by mistake' }));
        app.get(
          '/api/test/both',
          { onRequest: app.requireUser, config: { access: 'public' } },
          async () => ({}),
        );
        app.get('/api/test/admin', { preHandler: [app.requireAdmin] }, async () => ({}));
      },
    });
    try {
      const entries = probe.app.routeAccess();
      expect(misdeclared(entries)).toEqual([
        'GET /api/test/forgotten: undeclared',
        'HEAD /api/test/forgotten: undeclared',
        'GET /api/test/both: conflicting',
        'HEAD /api/test/both: conflicting',
      ]);
      expect(entries).toContainEqual({ method: 'GET', url: '/api/test/admin', access: 'admin' });
    } finally {
      await probe.close();
    }
  });

  it('cover the known calls of every level (the list is not empty or partial)', () => {
    const levelOf = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === url)?.access;
    expect(levelOf('GET', '/api/health')).toBe('public');
    expect(levelOf('GET', '/api/health/live')).toBe('public');
    expect(levelOf('POST', '/api/users/signup')).toBe('public');
    expect(levelOf('GET', '/api/users/details')).toBe('user');
    expect(levelOf('POST', '/api/contact/application/life')).toBe('user');
    expect(levelOf('GET', '/api/admin/panel')).toBe('staff');
    expect(levelOf('GET', '/api/admin/inbox')).toBe('staff');
    expect(levelOf('GET', '/api/admin/audit-log/:page')).toBe('admin');
    expect(levelOf('POST', '/api/admin/staff/invite')).toBe('admin');
    expect(levelOf('GET', '/api/newsletters/download')).toBe('staff');
    expect(levelOf('GET', '/api/admin/rates')).toBe('admin');
    expect(levelOf('GET', '/api/docs/json')).toBe('public');
    expect(levelOf('GET', '/*')).toBe('public');
    // The admin area's own prefix is never opened to plain users by a changed guard.
    expect(
      routes.filter((r) => r.url.startsWith('/api/admin/') && r.access !== 'admin' && r.access !== 'staff'),
    ).toEqual([]);
    const count = (access: string) => routes.filter((route) => route.access === access).length;
    expect(count('admin')).toBeGreaterThanOrEqual(6);
    expect(count('staff')).toBeGreaterThanOrEqual(12);
    expect(count('user')).toBeGreaterThanOrEqual(3);
    expect(count('public')).toBeGreaterThanOrEqual(30);
  });
});

describe('access matrix: anonymous, user, advisor and admin on every route', () => {
  it('refuses anonymous callers on signed-in and admin calls with 401, and lets them use public ones', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const answer = await request(route);
      const label = `${route.method} ${route.url} (${route.access}) -> ${String(answer.statusCode)}`;
      if (route.access === 'user' || route.access === 'staff' || route.access === 'admin') {
        const body = route.method === 'HEAD' ? SIGN_IN_FIRST : jsonOf(answer.body);
        if (answer.statusCode !== 401 || JSON.stringify(body) !== JSON.stringify(SIGN_IN_FIRST))
          wrong.push(label);
      } else if (answer.statusCode === 401 || answer.statusCode === 403) {
        // A public call may refuse on its own terms (a spent refresh token: 403), never as the guard does.
        const body = jsonOf(answer.body) as { message?: string };
        if (body.message === SIGN_IN_FIRST.message || body.message === NOT_ADMIN.message) wrong.push(label);
      }
      if (route.url.startsWith('/api/') && answer.statusCode >= 500) wrong.push(`${label}: server error`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a signed-in user on staff and admin calls with 403, and lets them through on signed-in calls', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const answer = await request(route, tokens.user);
      const label = `${route.method} ${route.url} (${route.access}) -> ${String(answer.statusCode)}`;
      if (route.access === 'admin' || route.access === 'staff') {
        const body = route.method === 'HEAD' ? NOT_ADMIN : jsonOf(answer.body);
        if (answer.statusCode !== 403 || JSON.stringify(body) !== JSON.stringify(NOT_ADMIN))
          wrong.push(label);
      } else if ([401, 403].includes(answer.statusCode) || answer.statusCode >= 500) {
        wrong.push(label);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an advisor on admin calls with 403, and lets them through on staff and signed-in calls', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const answer = await request(route, tokens.advisor);
      const label = `${route.method} ${route.url} (${route.access}) -> ${String(answer.statusCode)}`;
      if (route.access === 'admin') {
        const body = route.method === 'HEAD' ? NOT_ADMIN : jsonOf(answer.body);
        if (answer.statusCode !== 403 || JSON.stringify(body) !== JSON.stringify(NOT_ADMIN))
          wrong.push(label);
      } else if ([401, 403].includes(answer.statusCode) || answer.statusCode >= 500) {
        wrong.push(label);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets an admin through the guard of every signed-in and admin call', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const answer = await request(route, tokens.admin);
      // Past the guard the call meets validation or a missing record (400, 404): that is enough.
      if ([401, 403].includes(answer.statusCode) || answer.statusCode >= 500) {
        wrong.push(`${route.method} ${route.url} (${route.access}) -> ${String(answer.statusCode)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
