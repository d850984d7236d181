import type { ComponentType } from 'react';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@brokerage/shared/routes/route-table';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { RouteStandIn } from '#src/testing/route-stand-in.tsx';
import { resetSessionForTests } from '#src/features/accounts/session/session-store.ts';
import routeConfig from '../routes.ts';
import NotFoundPage from './not-found-page.tsx';
import SiteLayout from './site-layout.tsx';
import SignInPage from './sign-in-page.tsx';

// The guards of the route table, applied by the site layout (platform spec section 2, N35, N36).

const MODULES: Record<string, ComponentType> = {
  'routes/site-layout.tsx': SiteLayout,
  'routes/not-found-page.tsx': NotFoundPage,
  'routes/sign-in-page.tsx': SignInPage,
};

type StubRoute = { id?: string; path?: string; Component: ComponentType; children?: StubRoute[] };

function toStub(entries: RouteConfigEntry[]): StubRoute[] {
  return entries.map((entry) => ({
    ...(entry.id === undefined ? {} : { id: entry.id }),
    ...(entry.path === undefined ? {} : { path: entry.path }),
    Component: MODULES[entry.file] ?? RouteStandIn,
    ...(entry.children ? { children: toStub(entry.children) } : {}),
  }));
}
const routes = toStub(routeConfig);

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const now = () => Math.floor(Date.now() / 1000);
function fakeToken(claims: { email: string; key: boolean; role?: string; exp: number }): string {
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u1', ...claims })}.signature`;
}

const details = (role: 'customer' | 'advisor' | 'admin') => ({
  email: 'jane@example.com',
  emailConfirmed: true,
  firstName: 'Jane',
  lastName: 'Doe',
  isAdmin: role === 'admin',
  role,
  profilePicColor: '#0b4f6c',
});

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  resetSessionForTests();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function signedIn(isAdmin: boolean | 'advisor') {
  const role = isAdmin === 'advisor' ? 'advisor' : isAdmin ? 'admin' : 'customer';
  localStorage.setItem(
    'jwtToken',
    fakeToken({ email: 'jane@example.com', key: role === 'admin', role, exp: now() + 600 }),
  );
  fetchMock.mockImplementation(async () => json(200, { data: details(role) }));
}

describe('route guards', () => {
  it('sends a guest from an admin page to sign-in, carrying from', async () => {
    fetchMock.mockImplementation(async () => json(500, {}));
    renderWithProviders(null, { url: '/admin-panel', routes });
    // The form's code loads on demand after the redirect (ADR 0122).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // `from` applies once the page is hydrated (the form is prerendered without it).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
        'href',
        '/sign-up?from=admin-panel',
      ),
    );
  }, 20_000);

  it('sends a guest from a signed-in-only page to sign-in', async () => {
    renderWithProviders(null, { url: '/term-life/quote/application', routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('sends a signed-in non-admin from an admin page home with a not-authorised message (N35)', async () => {
    signedIn(false);
    renderWithProviders(null, { url: '/admin/appointments', routes });
    expect(await screen.findByText('You are not authorised to open this page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Appointments' })).not.toBeInTheDocument();
  });

  it('lets an admin open an admin page and shows the avatar with initials', async () => {
    signedIn(true);
    renderWithProviders(null, { url: '/admin-panel', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'JD, account menu for Jane Doe' })).toHaveTextContent(
      'JD',
    );
  });

  it('sends a signed-in user from a guest-only page home', async () => {
    signedIn(false);
    renderWithProviders(null, { url: '/sign-up', routes });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: /sign up/i })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /insurance and financial services/i }),
    ).toBeInTheDocument();
  });
});

// Every guarded entry of the route table, so a new guarded route is checked without editing this
// file (security). Parameters get a plain value; the guard runs before any page loads data.
const GUARDED = ROUTES.filter(
  (route) => route.guard === 'signed-in' || route.guard === 'staff' || route.guard === 'admin',
);
// Staff pages (advisors and admins) and admin pages: refused to customers.
const ADMIN_ONLY = GUARDED.filter((route) => route.guard === 'admin' || route.guard === 'staff');
const STAFF = GUARDED.filter((route) => route.guard === 'staff');
const ADMINS_ALONE = GUARDED.filter((route) => route.guard === 'admin');
const urlOf = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');
const HOME_HEADING = { level: 1, name: /insurance and financial services/i } as const;

describe('route guards over the whole route table', () => {
  it('has signed-in and admin routes to check', () => {
    expect(ADMIN_ONLY.length).toBeGreaterThanOrEqual(6);
    expect(GUARDED.length - ADMIN_ONLY.length).toBeGreaterThanOrEqual(5);
  });

  it.each(GUARDED)('$path ($guard): a guest lands on sign-in, not on the page', async (route) => {
    fetchMock.mockImplementation(async () => json(401, { message: 'Please sign in to continue' }));
    renderWithProviders(null, { url: urlOf(route.path), routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: route.title })).not.toBeInTheDocument();
  });

  it.each(ADMIN_ONLY)('$path: a signed-in user lands home with the not-authorised message', async (route) => {
    signedIn(false);
    renderWithProviders(null, { url: urlOf(route.path), routes });
    expect(await screen.findByText('You are not authorised to open this page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', HOME_HEADING)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: route.title })).not.toBeInTheDocument();
  });

  it.each(STAFF)('$path: an advisor opens the staff page', async (route) => {
    signedIn('advisor');
    renderWithProviders(null, { url: urlOf(route.path), routes });
    expect(await screen.findByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
  });

  it.each(ADMINS_ALONE)('$path: an advisor lands home with the not-authorised message', async (route) => {
    signedIn('advisor');
    renderWithProviders(null, { url: urlOf(route.path), routes });
    expect(await screen.findByText('You are not authorised to open this page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: route.title })).not.toBeInTheDocument();
  });

  it.each(GUARDED)('$path ($guard): a user with that role opens the page', async (route) => {
    signedIn(route.guard === 'admin' || route.guard === 'staff');
    renderWithProviders(null, { url: urlOf(route.path), routes });
    expect(await screen.findByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
  });
});

describe('startup (platform spec section 4, N36)', () => {
  it('logs out and lands on sign-in when the stored token has expired and there is no refresh token', async () => {
    localStorage.setItem('jwtToken', fakeToken({ email: 'jane@example.com', key: false, exp: now() - 10 }));
    renderWithProviders(null, { url: '/faq', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes first when the access token has expired and a refresh token is stored', async () => {
    localStorage.setItem('jwtToken', fakeToken({ email: 'jane@example.com', key: false, exp: now() - 10 }));
    localStorage.setItem('jwtRefreshToken', 'Bearer old-refresh');
    const fresh = fakeToken({ email: 'jane@example.com', key: false, exp: now() + 900 });
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/api/users/refreshToken/'))
        return json(200, { data: { token: fresh, refreshToken: 'new-refresh' } });
      return json(200, { data: details('customer') });
    });
    renderWithProviders(null, { url: '/faq', routes });
    expect(await screen.findByRole('button', { name: 'JD, account menu for Jane Doe' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/users/refreshToken/old-refresh');
    expect(localStorage.getItem('jwtToken')).toBe(fresh);
    expect(localStorage.getItem('jwtRefreshToken')).toBe('Bearer new-refresh');
  });

  it('logs out when the refresh is refused (403)', async () => {
    localStorage.setItem('jwtToken', fakeToken({ email: 'jane@example.com', key: false, exp: now() - 10 }));
    localStorage.setItem('jwtRefreshToken', 'Bearer spent');
    fetchMock.mockImplementation(async () =>
      json(403, { message: 'Your session has ended.', code: 'FORBIDDEN' }),
    );
    renderWithProviders(null, { url: '/faq', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('jwtRefreshToken')).toBeNull();
  });
});
