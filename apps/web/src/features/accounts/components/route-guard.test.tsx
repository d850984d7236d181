import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, restoreSession } from '../session/session-store.ts';
import { RouteGuard } from './route-guard.tsx';

// ADR 0125: a signed-in page's frame is what the build prerenders and what shows until the session
// is known; the guard's decision is unchanged. ADR 0129: the page then shows inside the frame.

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = () =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', email: 'jane@example.com', key: false, role: 'customer', exp: Math.floor(Date.now() / 1000) + 600 })}.signature`;
const details = {
  email: 'jane@example.com',
  emailConfirmed: true,
  firstName: 'Jane',
  lastName: 'Doe',
  isAdmin: false,
  role: 'customer',
  profilePicColor: '#0b4f6c',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  resetSessionForTests();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function AccountFrame({ children }: { children?: ReactNode }) {
  return (
    <>
      <h1>Account frame</h1>
      {children ?? <p>Loading the account</p>}
    </>
  );
}

const app = (
  <MemoryRouter initialEntries={['/account']}>
    <Routes>
      <Route
        path="/account"
        element={
          <RouteGuard guard="signed-in" Frame={AccountFrame}>
            <p>Account page</p>
          </RouteGuard>
        }
      />
      <Route path="/sign-in" element={<p>Sign-in page</p>} />
    </Routes>
  </MemoryRouter>
);

describe('RouteGuard with a frame', () => {
  it('prerenders the frame, not the redirect to sign-in', () => {
    const html = renderToString(app);
    expect(html).toContain('Account frame');
    expect(html).not.toContain('Account page');
  });

  it('shows the page once a stored session is restored', async () => {
    localStorage.setItem('jwtToken', token());
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ data: details }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    render(app);
    const heading = screen.getByRole('heading', { name: 'Account frame' });
    expect(screen.getByText('Loading the account')).toBeInTheDocument();
    await restoreSession();
    expect(await screen.findByText('Account page')).toBeInTheDocument();
    expect(screen.queryByText('Loading the account')).not.toBeInTheDocument();
    // The frame's heading painted first is the one still shown: not a copy made by the page.
    expect(screen.getByRole('heading', { name: 'Account frame' })).toBe(heading);
  });

  it('still sends a signed-out visitor to sign-in', async () => {
    render(app);
    await restoreSession();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(screen.queryByText('Account frame')).not.toBeInTheDocument();
  });
});
