// Staff import a real rate sheet (N8) and add an insurer (ADR 0097) on their own server: an import
// changes every later quote, so it must not touch the shared e2e server the quote journeys use.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/admin.ts';
import { expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { fillVisitorQuote, waitForQuotes } from './support/quote-forms.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { quotedVisit } from './support/quoted-visit.ts';
import { visitorsApplicationBody } from './support/travel-application.ts';

const admin = { email: 'rates.admin@example.com', password: 'Rates#Admin123' };
const SAMPLE = path.resolve(import.meta.dirname, '../../api/src/db/rate-tables/life/kids-life.csv');
const TRAVEL_SAMPLES = path.resolve(import.meta.dirname, '../../api/src/db/travel-rates');
const TRAVEL_TABLES = [
  'plans',
  'visitor-rates',
  'student-rates',
  'traveller-rates',
  'deductibles',
  'benefits',
];

/** The sample's TuGo visitor plan as a new insurer's: its six tables, one plan each. */
function northwindSheets() {
  return TRAVEL_TABLES.map((table) => {
    const lines = readFileSync(path.join(TRAVEL_SAMPLES, `${table}.csv`), 'utf8').split('\n');
    const header = lines.findIndex((l) => !l.startsWith('#'));
    const rows = lines
      .slice(header + 1)
      .filter((l) => l.startsWith('TUGO_VISITOR,'))
      .map((l) =>
        l
          .replace('TUGO_VISITOR,', 'NORTHWIND_VISITOR,')
          .replace(',TUGO,TuGo Visitors to Canada,', ',NORTHWIND,Northwind Visitor Care,'),
      );
    return {
      name: `${table}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from([lines[header], ...rows].join('\n')),
    };
  });
}
/** The sample sheet of a life product cut to Manulife's rows, every rate doubled. */
function manulifeDoubled(product: string): string {
  const lines = readFileSync(path.resolve(path.dirname(SAMPLE), `${product}.csv`), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'));
  const header = (lines[0] ?? '').split(',');
  const firstAge = header.findIndex((h) => h.startsWith('age_'));
  return [
    lines[0],
    ...lines
      .slice(1)
      .filter((l) => l.startsWith('MANULIFE,'))
      .map((l) =>
        l
          .split(',')
          .map((cell, i) => (i >= firstAge && cell !== '' ? (Number(cell) * 2).toFixed(4) : cell))
          .join(','),
      ),
  ].join('\n');
}

/** A 1 x 1 PNG: logos are PNG, JPEG or WebP (ADR 0117). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

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
    await page.locator('#main-content').getByRole('link', { name: 'Rate tables' }).click();
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
    await page.getByText(/rate rows of version 2027\.01-kids of the kids-life rates loaded/).waitFor();
    // Staged (ADR 0116): the preview first, the sample table still in use.
    const preview = page.getByRole('region', { name: 'Changes of Kids Life version 2027.01-kids' });
    await preview.getByText('Plans added (0)').waitFor();
    await preview.getByText('Plans removed (0)').waitFor();
    await kidsRow.getByText('Sample', { exact: true }).waitFor();
    await preview.getByRole('button', { name: 'Make version 2027.01-kids active' }).click();
    await preview.getByText('Version 2027.01-kids is the active Kids Life rates.').waitFor();
    await kidsRow.getByText('2027.01-kids').waitFor();
    await kidsRow.getByText('Imported', { exact: true }).waitFor();
    await expectAccessible(page);
    await page.screenshot({
      path: path.resolve(import.meta.dirname, '../test-results/admin-rates.png'),
      fullPage: true,
    });
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  it.each([390, 1280])(
    "at %i px an admin imports one insurer's life plans, sees the price moves, makes them active and goes back",
    async (width) => {
      const { page, errors } = await openPage(browser, { viewport: { width, height: 900 } });
      await signInAsAdmin(page, server.baseUrl, admin.email, admin.password);
      await gotoReady(page, `${server.baseUrl}/admin/rates`);
      const product =
        width === 390 ? { slug: 'term-life', name: 'Term Life' } : { slug: 'whole-life', name: 'Whole Life' };
      const version = `manulife-${width}`;
      const form = page.getByRole('form', { name: 'Import a life rate sheet' });
      await form.getByRole('combobox', { name: 'Product' }).click();
      await page.getByRole('option', { name: product.name, exact: true }).click();
      await form.getByRole('combobox', { name: 'Plans of' }).click();
      await page.getByRole('option', { name: 'Manulife only (keeps the others’ plans)' }).click();
      await form.getByRole('textbox', { name: 'Version' }).fill(version);
      await form.locator('input[type="file"]').setInputFiles({
        name: `${product.slug}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(manulifeDoubled(product.slug)),
      });
      await form.getByRole('button', { name: 'Import life rates' }).click();
      const preview = page.getByRole('region', { name: `Changes of ${product.name} version ${version}` });
      await preview.getByText("Covers MANULIFE only; the other insurers' active plans are kept.").waitFor();
      await preview.getByText('Plans removed (0)').waitFor();
      const moves = preview.getByRole('table', { name: /^Annual premium for \$100,000/ });
      await moves
        .getByRole('row', { name: /Manulife/ })
        .first()
        .waitFor();
      await expect(moves.getByRole('row').filter({ hasNotText: 'Manulife' }).count()).resolves.toBe(1);
      await expectAccessible(page);
      await page.screenshot({
        path: path.resolve(import.meta.dirname, `../test-results/admin-rates-life-preview-${width}.png`),
        fullPage: true,
      });
      await preview.getByRole('button', { name: `Make version ${version} active` }).click();
      await preview.getByText(`Version ${version} is the active ${product.name} rates.`).waitFor();
      await page.getByRole('row', { name: new RegExp(`${product.name}.*${version}`) }).waitFor();

      // Going back: the earlier (sample) version of the product, reviewed then made active again.
      await preview.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('combobox', { name: 'Versions of' }).click();
      await page.getByRole('option', { name: product.name, exact: true }).click();
      await page
        .getByRole('table', { name: `${product.name} rate versions` })
        .getByRole('button', { name: /^Review version / })
        .first()
        .click();
      const back = page.getByRole('region', { name: new RegExp(`^Changes of ${product.name} version `) });
      await back.getByRole('button', { name: /^Make version .* active$/ }).click();
      await back.getByText(new RegExp(`^Version .* is the active ${product.name} rates\\.$`)).waitFor();
      await page.getByRole('row', { name: new RegExp(`${product.name}.*Sample`) }).waitFor();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    },
  );

  it('a new insurer with its travel plan is added and quoted without a deploy, and the previous rates come back', async () => {
    const { page, errors } = await openPage(browser);
    await signInAsAdmin(page, server.baseUrl, admin.email, admin.password);
    await gotoReady(page, `${server.baseUrl}/admin-panel`);
    await page.locator('#main-content').getByRole('link', { name: 'Insurers', exact: true }).click();
    await page.getByRole('heading', { name: 'Insurers', level: 1 }).waitFor();
    await page.getByRole('caption').getByText('28 insurers quoted, 0 retired').waitFor();

    const add = page.getByRole('form', { name: 'Add an insurer' });
    await add.getByRole('textbox', { name: 'Code' }).fill('north wind');
    await add.getByRole('textbox', { name: 'Name' }).fill('Northwind Assurance');
    await add.getByRole('textbox', { name: 'Website' }).fill('https://northwind.example');
    await add.getByRole('button', { name: 'Add the insurer' }).click();
    await add.getByText('Use 2 to 30 capital letters, digits or underscores for the code').waitFor();
    await add.getByRole('textbox', { name: 'Code' }).fill('NORTHWIND');
    await add
      .getByRole('textbox', { name: 'Disclosures' })
      .fill('Northwind pays us a commission of 20% of the first-year premium.');
    await add.locator('input[type="file"]').setInputFiles({
      name: 'northwind.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    await add.getByRole('img', { name: 'The logo chosen' }).waitFor();
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Add the insurer' }).click();
    await page.getByRole('caption').getByText('29 insurers quoted, 0 retired').waitFor();
    await page
      .getByRole('row', { name: /Northwind Assurance/ })
      .getByText('NORTHWIND', { exact: true })
      .waitFor();
    await page.screenshot({
      path: path.resolve(import.meta.dirname, '../test-results/admin-insurers.png'),
      fullPage: true,
    });

    // Its plans, imported for it alone, checked in the preview, then made active.
    await gotoReady(page, `${server.baseUrl}/admin/rates`);
    const form = page.getByRole('form', { name: 'Import the travel rate tables' });
    await form.getByRole('combobox', { name: 'Plans of' }).click();
    await page.getByRole('option', { name: 'Northwind Assurance only (keeps the others’ plans)' }).click();
    await form.getByRole('textbox', { name: 'Version' }).fill('northwind-1');
    await form.locator('input[type="file"]').setInputFiles(northwindSheets());
    await form.getByRole('button', { name: 'Import travel rates' }).click();
    const preview = page.getByRole('region', { name: 'Changes of travel version northwind-1' });
    await preview.getByText('Plans added (1)').waitFor();
    await preview.getByText('Northwind Visitor Care, Northwind Assurance (NORTHWIND_VISITOR)').waitFor();
    await preview.getByText('Plans removed (0)').waitFor();
    await expectAccessible(page);
    await page.screenshot({
      path: path.resolve(import.meta.dirname, '../test-results/admin-rates-preview.png'),
      fullPage: true,
    });
    await preview.getByRole('button', { name: 'Make version northwind-1 active' }).click();
    await preview.getByText('Version northwind-1 is the active travel rates.').waitFor();

    // A visitor quotes it at once, by its name.
    const visitor = await openPage(browser);
    await fillVisitorQuote(visitor.page, server.baseUrl);
    const list = await waitForQuotes(visitor.page);
    await list
      .getByRole('listitem', { name: /by Northwind Assurance$/ })
      .first()
      .waitFor();
    await gotoReady(visitor.page, `${server.baseUrl}/about-us`);
    await visitor.page.getByText(/We hold contracts with 29 insurers .*Northwind Assurance/).waitFor();
    await visitor.page
      .getByText('Northwind pays us a commission of 20% of the first-year premium.')
      .waitFor();

    // Home counts it and shows it with its logo, served by the site (ADR 0117): no deploy.
    for (const width of [390, 1280]) {
      const home = await openPage(browser, { viewport: { width, height: 900 } });
      await gotoReady(home.page, `${server.baseUrl}/`);
      const stat = home.page.getByRole('listitem').filter({ hasText: 'Insurance companies we compare' });
      await stat.getByText('29', { exact: true }).waitFor();
      const partners = home.page.getByRole('region', { name: 'Compare & buy from Canada’s best insurers' });
      await partners.getByText('Northwind Assurance', { exact: true }).waitFor({ state: 'attached' });
      const logo = partners.locator('img[src^="/api/insurers/NORTHWIND/logo?v="]');
      await logo.waitFor({ state: 'attached' });
      const image = await home.page.request.get(`${server.baseUrl}${await logo.getAttribute('src')}`);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      await expectAccessible(home.page);
      await home.page.screenshot({
        path: path.resolve(import.meta.dirname, `../test-results/home-insurers-${width}.png`),
        fullPage: true,
      });
      expect(home.errors).toEqual([]);
      await home.page.context().close();
    }

    // Staff's policy form offers it (an application sent as a guest, citing its quote: ADR 0114).
    const visit = await quotedVisit(server.baseUrl);
    const email = `northwind.${Date.now()}@example.com`;
    const applied = await page.request.post(`${server.baseUrl}/api/contact/application/visitors`, {
      data: visitorsApplicationBody(
        {
          gender: 'female',
          firstName: 'Ana',
          lastName: 'Silva',
          email,
          homeCountry: 'Portugal',
          finalContactName: 'Rui Silva',
        },
        visit,
      ),
    });
    expect(applied.status(), await applied.text()).toBe(200);
    await gotoReady(
      page,
      `${server.baseUrl}/admin/inbox?type=travel-application&q=${encodeURIComponent(email)}`,
    );
    await page.getByRole('button', { name: /^Open TA-/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Create a policy' }).click();
    await drawer
      .getByRole('combobox', { name: 'Insurer' })
      .or(drawer.getByRole('textbox', { name: 'Insurer' }))
      .first()
      .fill('Northwind');
    await page.getByRole('option', { name: 'Northwind Assurance' }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await gotoReady(page, `${server.baseUrl}/admin/rates`);

    // The previous version made active again: the new insurer's plan is no longer quoted.
    await page.getByRole('button', { name: /^Review version sample-/ }).click();
    await page.getByText('Plans removed (1)').waitFor();
    await page.getByRole('button', { name: /^Make version sample-.* active$/ }).click();
    await page.getByText(/^Version sample-.* is the active travel rates\.$/).waitFor();
    const later = await openPage(browser);
    await fillVisitorQuote(later.page, server.baseUrl);
    const again = await waitForQuotes(later.page);
    await again
      .getByRole('listitem', { name: /by TuGo$/ })
      .first()
      .waitFor();
    await expect(again.getByRole('listitem', { name: /by Northwind Assurance$/ }).count()).resolves.toBe(0);
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    expect([...visitor.errors, ...later.errors]).toEqual([]);
  }, 240_000);
});
