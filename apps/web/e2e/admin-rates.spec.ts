// Staff import a real rate sheet (N8) on their own server: an import changes every later quote,
// so it must not touch the shared e2e server the quote journeys use.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

const admin = { email: 'rates.admin@example.com', password: 'Rates#Admin123' };
const SAMPLE = path.resolve(import.meta.dirname, '../../api/src/db/rate-tables/life/kids-life.csv');
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(admin), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('rate tables in the admin area', () => {
  it('an admin imports a life rate sheet; a bad sheet is refused with the reason', async () => {
    const { page, errors } = await openPage(browser);
    await signInAsAdmin(page, server.baseUrl, admin.email, admin.password);
    await gotoReady(page, `${server.baseUrl}/admin-panel`);
    await page.getByRole('link', { name: 'Rate tables' }).click();
    await page.getByRole('heading', { name: 'Rate Tables', level: 1 }).waitFor();
    const kidsRow = page.getByRole('row', { name: /Kids Life/ });
    await kidsRow.getByText('Sample', { exact: true }).waitFor();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Import a life rate sheet' });
    const importButton = form.getByRole('button', { name: 'Import life rates' });
    await expect(importButton.isDisabled()).resolves.toBe(true);
    await form.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: 'Kids Life' }).click();
    await form.getByRole('textbox', { name: 'Version' }).fill('2027.01-kids');

    // An insurer's sheet in the sample's columns: a file still saying 'source: sample' stays sample (N8).
    const sample = readFileSync(SAMPLE, 'utf8').replace(/^# source: sample\n/m, '');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'kids-life.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(sample.replace(/\n[A-Z_]+,/, '\nNOBODY,')),
    });
    await importButton.click();
    await form
      .getByRole('alert')
      .getByText(/unknown insurer code NOBODY/)
      .waitFor();

    await form.locator('input[type="file"]').setInputFiles({
      name: 'kids-life.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(sample),
    });
    await importButton.click();
    await page.getByText(/rate rows of version 2027\.01-kids are now the kids-life rates/).waitFor();
    await kidsRow.getByText('2027.01-kids').waitFor();
    await kidsRow.getByText('Imported', { exact: true }).waitFor();
    await expectAccessible(page);
    await page.screenshot({
      path: path.resolve(import.meta.dirname, '../test-results/admin-rates.png'),
      fullPage: true,
    });
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
});
