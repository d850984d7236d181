// Staff follow the site's mail at /admin/mail, reached from the admin panel: a visitor's
// acknowledgement appears as sent once the outbox worker delivered it, the status filter narrows
// the list, and the page passes axe.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin, staffToken } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('admin mail outbox', () => {
  it('shows a delivered acknowledgement, filters by status and passes axe', async () => {
    const email = `outbox.${Date.now()}@example.com`;
    const sent = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      body: JSON.stringify({
        firstName: 'Olive',
        lastName: 'Outbox',
        email,
        mobile: '416-555-0198',
        products: [1],
        message: 'Please call me',
        page: '/',
      }),
    });
    expect(sent.status).toBe(200);

    const { page, errors } = await openPage(browser);
    await signInAsAdmin(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
    await gotoReady(page, `${baseUrl}/admin-panel`);
    await page.getByRole('heading', { name: 'Running the site' }).waitFor();
    await page.locator('#main-content').getByRole('link', { name: 'Mail outbox' }).click();
    await page.getByRole('heading', { name: 'Mail Outbox', level: 1 }).waitFor();

    // The outbox worker delivers on its own schedule: wait until the outbox says sent, then the
    // page must show it so on its next load.
    const token = await staffToken(baseUrl, inject('adminEmail'), inject('adminPassword'));
    await expect
      .poll(
        async () => {
          const response = await fetch(`${baseUrl}/api/admin/mail/list/1?status=sent`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const body = (await response.json()) as { data: { list: { to: string }[] } };
          return body.data.list.some((item) => item.to === email);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Mail Outbox', level: 1 }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await row.getByText('We received your request', { exact: false }).waitFor();
    await row.getByText('Sent', { exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByText('Failed (', { exact: false }).click();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByText('Sent (', { exact: false }).click();
    await row.waitFor();
    expect(errors).toEqual([]);
  });
});
