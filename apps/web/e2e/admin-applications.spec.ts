import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { quotedVisit } from './support/quoted-visit.ts';
import { visitorsApplicationBody } from './support/travel-application.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('admin applications list', () => {
  it('shows a visitor application to staff with its answers, reached from the admin panel', async () => {
    const visit = await quotedVisit(baseUrl);
    const sent = await fetch(`${baseUrl}/api/contact/application/visitors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        visitorsApplicationBody(
          {
            gender: 'female',
            firstName: 'Lata',
            lastName: 'Listed',
            email: `lata.${Date.now()}@example.com`,
            homeCountry: 'Kenya',
            finalContactName: 'Ravi Listed',
          },
          visit,
        ),
      ),
    });
    expect(sent.status).toBe(200);

    const { page, errors } = await openPage(browser);
    await signInAsAdmin(page, baseUrl, inject('adminEmail'), inject('adminPassword'));
    await gotoReady(page, `${baseUrl}/admin-panel`);
    await page.locator('#main-content').getByRole('link', { name: 'Applications' }).click();
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
    const row = page.getByRole('row', { name: /Lata Listed/ });
    await row.getByText('Visitors to Canada').waitFor();
    await row.getByRole('button', { name: 'Show details for Lata Listed' }).click();
    await page.getByText('$100,000 coverage, $500 deductible').waitFor();
    await page.getByText('Kenya').waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
