import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForMailLink } from './mailbox.ts';

/** An access token for the account, from a sign-in through the API. */
export async function tokenOf(page: Page, baseUrl: string, email: string, password: string): Promise<string> {
  const login = await page.request.post(`${baseUrl}/api/users/login`, { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A customer with a confirmed e-mail, signed up and confirmed through the API and the mailed link. */
export async function confirmedCustomer(
  page: Page,
  server: { baseUrl: string; dataDir: string },
  person: { firstName: string; lastName: string; email: string; mobile: string; password: string },
): Promise<void> {
  const signUp = await page.request.post(`${server.baseUrl}/api/users/signup`, { data: person });
  expect(signUp.status()).toBe(200);
  const link = await waitForMailLink(server.dataDir, person.email, '/verify-email/');
  const verify = await page.request.post(`${server.baseUrl}/api/users/verify-email`, {
    data: { email: person.email, token: link.searchParams.get('token') },
  });
  expect(verify.status()).toBe(200);
}
