import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs the page in as the e2e server's admin: the token goes where the web app keeps it. */
export async function signInAsAdmin(page: Page, baseUrl: string, email: string, password: string) {
  const response = await page.request.post(`${baseUrl}/api/users/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  await page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
}
