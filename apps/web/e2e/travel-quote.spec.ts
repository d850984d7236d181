import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { bornAged } from './support/dates.ts';
import { fillVisitorQuote, waitForQuotes } from './support/quote-forms.ts';
import { fillApplicant } from './support/travel-application.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function submitApplication(page: Page) {
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some(
      (b) => b.textContent === 'Submit Application' && !b.disabled,
    ),
  );
  await submit.click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByText('Thank you for your application.').first().waitFor();
}

describe('visitors to Canada', () => {
  it('goes from the form to the results and compares three plans', async () => {
    const { page, context, errors } = await openPage(browser);
    await fillVisitorQuote(page, baseUrl);
    await page.waitForURL(`${baseUrl}/visitors-to-canada/available-quotes`);
    const saved = await page.evaluate(() => localStorage.getItem('visitorsToCanada'));
    expect(JSON.parse(Buffer.from(saved ?? '', 'base64').toString('utf8'))).toMatchObject({
      v: 1,
      request: { quoteFor: 'single', person1Age: 45, coverage: 100000 },
    });
    const list = await waitForQuotes(page);
    await expect(page.getByTestId('sample-rates').innerText()).resolves.toBe(
      'Sample rates for demonstration',
    );
    // The deductible rule on load: the lowest deductible, plus GMS with a dash.
    const gms = list.getByRole('listitem', { name: /by GMS$/ });
    await expect(gms.innerText()).resolves.toContain('-');
    await expectAccessible(page);

    const boxes = list.getByRole('checkbox', { name: /Add .* to compare/ });
    const compare = page.getByRole('button', { name: 'Compare', exact: true });
    await boxes.nth(0).check();
    await expect(compare.isDisabled()).resolves.toBe(true);
    await boxes.nth(1).check();
    await expect(compare.isEnabled()).resolves.toBe(true);
    await boxes.nth(2).check();
    await expect(boxes.nth(3).isDisabled()).resolves.toBe(true);
    await compare.click();
    await page.waitForURL(/\/visitors-to-canada\/quote\/comparison\?plan1=.*plan3=/);
    const table = page.getByRole('table', { name: /Summary of benefits/ });
    await table.waitFor();
    await expect(table.getByRole('columnheader').count()).resolves.toBe(4);
    await expect(table.getByRole('rowheader', { name: 'Emergency Dental' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl}/visitors-to-canada/available-quotes`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts an application from a plan and submits it', async () => {
    const { page, context } = await openPage(browser);
    await fillVisitorQuote(page, baseUrl);
    const list = await waitForQuotes(page);
    const first = list.getByRole('listitem').first();
    await first.getByRole('button', { name: 'View Plan Information' }).click();
    await first.getByRole('link', { name: /Policy Wording/ }).waitFor();
    await first.getByRole('button', { name: 'Start Application' }).click();
    await page.waitForURL(`${baseUrl}/visitors-to-canada/quote/application`);
    await page.getByRole('heading', { name: 'Visitors to Canada application' }).waitFor();
    await expect(page.getByLabel('Coverage').inputValue()).resolves.toBe('100000');
    await fillApplicant(page, bornAged(45));
    await page.getByLabel('Home country').fill('India');
    await page.getByLabel(/^Contact number/).fill('416-555-0100');
    await expectAccessible(page);
    await submitApplication(page);
    await context.close();
  });

  it("prefills a signed-in user's names and e-mail in the application", async () => {
    const { page, context } = await openPage(browser);
    const email = `travel.${Date.now()}@example.com`;
    const signup = await page.request.post(`${baseUrl}/api/users/signup`, {
      data: { firstName: 'Priya', lastName: 'Shah', email, mobile: '416-555-0198', password: 'Secret#123' },
    });
    expect(signup.status()).toBe(200);
    await gotoReady(page, `${baseUrl}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill('Secret#123');
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    await fillVisitorQuote(page, baseUrl);
    const list = await waitForQuotes(page);
    await list.getByRole('listitem').first().getByRole('button', { name: 'Start Application' }).click();
    const form = page.getByRole('form', { name: 'Application' });
    await expect.poll(() => form.getByLabel(/^First name/).inputValue()).toBe('Priya');
    await expect(form.getByLabel(/^Last name/).inputValue()).resolves.toBe('Shah');
    await expect(form.getByLabel('E-mail').inputValue()).resolves.toBe(email);
    await context.close();
  });

  it('opens Buy Now in a new tab', async () => {
    const { page, context } = await openPage(browser);
    await context.route(/^https:\/\/(www\.)?[a-z.]+\.(com|ca|me)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Insurer</title><h1>Insurer site</h1>' }),
    );
    await fillVisitorQuote(page, baseUrl);
    const list = await waitForQuotes(page);
    const buyNow = list.getByRole('link', { name: /Buy Now/ }).first();
    await expect(buyNow.getAttribute('target')).resolves.toBe('_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), buyNow.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\//);
    expect(page.url()).toBe(`${baseUrl}/visitors-to-canada/available-quotes`);
    await context.close();
  });

  it('works at 375 px', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await fillVisitorQuote(page, baseUrl);
    const list = await waitForQuotes(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await expect(list.getByRole('button', { name: 'Start Application' }).first().isVisible()).resolves.toBe(
      true,
    );
    await expectAccessible(page);
    await context.close();
  });

  it('sends the comparison page home without a complete query', async () => {
    const { page, context } = await openPage(browser);
    await gotoReady(
      page,
      `${baseUrl}/visitors-to-canada/quote/comparison?plan1=A&company1=B&plan2=C&company2=D&plan3=E`,
    );
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});

describe('super visa', () => {
  it('forces a one-year term and submits an application', async () => {
    const { page, context } = await openPage(browser);
    await fillVisitorQuote(page, baseUrl, 'supervisa');
    await page.waitForURL(`${baseUrl}/supervisa/available-quotes`);
    const list = await waitForQuotes(page);
    await expect(list.innerText()).resolves.toContain('/month, deposit');
    await list.getByRole('button', { name: 'Start Application' }).first().click();
    await page.waitForURL(`${baseUrl}/supervisa/quote/application`);
    await fillApplicant(page, bornAged(45));
    await page.getByLabel('Home country').fill('India');
    await page.getByLabel(/^Contact number/).fill('416-555-0100');
    await expectAccessible(page);
    await submitApplication(page);
    await context.close();
  });
});

describe('international students', () => {
  it('lists plans full width and submits a students application', async () => {
    const { page, context } = await openPage(browser);
    await gotoReady(page, `${baseUrl}/international-students/quote/basic`);
    const start = await page.evaluate(() => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    const end = await page.evaluate(() => new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Age').selectOption('22');
    await page
      .getByRole('radiogroup', { name: /pre-existing/ })
      .getByLabel('No')
      .check();
    await page.getByLabel('Effective date').fill(start);
    await page.getByLabel('Expiry date').fill(end);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await page.waitForURL(`${baseUrl}/international-student/available-quotes`);
    const list = await waitForQuotes(page);
    await expectAccessible(page);
    await list.getByRole('button', { name: 'Start Application' }).first().click();
    await page.waitForURL(`${baseUrl}/international-students/quote/application`);
    await fillApplicant(page, bornAged(22));
    await page.getByLabel('Home country').fill('Brazil');
    await expectAccessible(page);
    await submitApplication(page);
    await context.close();
  });
});

describe('Canadian snowbirds', () => {
  it('shows several premiums and the medical questionnaire for 60 and over, then applies', async () => {
    const { page, context } = await openPage(browser);
    await gotoReady(page, `${baseUrl}/canadians-snowbirds/quote/basic`);
    const start = await page.evaluate(() => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    const end = await page.evaluate(() => new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Plan type').selectOption('single-trip');
    await page.getByLabel('Where are you travelling?').selectOption('usa');
    await page.getByLabel('Age').selectOption('66');
    await page
      .getByRole('radiogroup', { name: /smoked/ })
      .getByLabel('No')
      .check();
    await page.getByLabel('Start date').fill(start);
    await page.getByLabel('End date').fill(end);
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await page.waitForURL(`${baseUrl}/canadians-snowbirds/available-quotes`);
    const list = await waitForQuotes(page);
    await expect(list.innerText()).resolves.toContain('Premium 3');
    await expectAccessible(page);
    await list.getByRole('button', { name: 'Download Medical Questionnaire' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Medical questionnaire' });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain('e-mail it to');
    await expectAccessible(page);
    // From the questionnaire the snowbird goes on to a submitted application.
    await dialog.getByRole('button', { name: 'Start Application' }).click();
    await page.waitForURL(`${baseUrl}/canadians-snowbirds/quote/application`);
    await page
      .getByRole('radiogroup', { name: /Canadian resident/ })
      .getByLabel('Yes')
      .check();
    await page
      .getByRole('radiogroup', { name: 'Who is travelling?' })
      .getByLabel('Single', { exact: true })
      .check();
    await fillApplicant(page, bornAged(66));
    await page.getByLabel('Destination country').fill('USA');
    await page.getByLabel(/^Contact number/).fill('416-555-0100');
    await expectAccessible(page);
    await submitApplication(page);
    await context.close();
  });
});

describe.each(['new-immigrants', 'foreign-workers'])('%s', (product) => {
  it('goes from the form to a submitted application', async () => {
    const { page, context } = await openPage(browser);
    await fillVisitorQuote(page, baseUrl, product);
    await page.waitForURL(`${baseUrl}/${product}/available-quotes`);
    const list = await waitForQuotes(page);
    await expectAccessible(page);
    await list.getByRole('button', { name: 'Start Application' }).first().click();
    await page.waitForURL(`${baseUrl}/${product}/quote/application`);
    await fillApplicant(page, bornAged(45));
    await page.getByLabel('Home country').fill('Philippines');
    await page.getByLabel(/^Contact number/).fill('416-555-0100');
    await submitApplication(page);
    await context.close();
  });
});

describe('Canadian students', () => {
  it('asks where to study and submits a students application', async () => {
    const { page, context } = await openPage(browser);
    await gotoReady(page, `${baseUrl}/canadians-students/quote/basic`);
    const start = await page.evaluate(() => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    const end = await page.evaluate(() => new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Age').selectOption('20');
    await page
      .getByRole('radiogroup', { name: /Where do you study/ })
      .getByLabel('Abroad')
      .check();
    await page.getByLabel('Effective date').fill(start);
    await page.getByLabel('Expiry date').fill(end);
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await page.waitForURL(`${baseUrl}/canadians-students/available-quotes`);
    const list = await waitForQuotes(page);
    await expectAccessible(page);
    await list.getByRole('button', { name: 'Start Application' }).first().click();
    await page.waitForURL(`${baseUrl}/canadians-students/quote/application`);
    await fillApplicant(page, bornAged(20));
    await page.getByLabel('Home country').fill('Canada');
    await submitApplication(page);
    await context.close();
  });
});

describe('Canadian travellers', () => {
  it('needs "travelling through" for Worldwide, asks residence first and submits a two-person application', async () => {
    const { page, context } = await openPage(browser);
    await gotoReady(page, `${baseUrl}/canadian-travellers/quote/basic`);
    const start = await page.evaluate(() => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    const end = await page.evaluate(() => new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Plan type').selectOption('single-trip');
    await page.getByLabel('Where are you travelling?').selectOption('worldwide');
    await page.getByLabel('Age').selectOption('40');
    await page
      .getByRole('radiogroup', { name: /smoked/ })
      .getByLabel('No')
      .check();
    await page.getByLabel('Start date').fill(start);
    await page.getByLabel('End date').fill(end);
    const calculate = page.getByRole('button', { name: 'Calculate Quote' });
    await expect(calculate.isDisabled()).resolves.toBe(true);
    await page
      .getByRole('radiogroup', { name: /travelling through/ })
      .getByLabel('Yes')
      .check();
    await page.waitForFunction(
      () => !(document.querySelector('button[type="submit"]') as HTMLButtonElement | null)?.disabled,
    );
    await calculate.click();
    await page.waitForURL(`${baseUrl}/canadians-travellers/available-quotes`);
    const list = await waitForQuotes(page);
    await expect(list.innerText()).resolves.toContain('Premium 2');
    await expectAccessible(page);
    await list.getByRole('button', { name: 'Start Application' }).first().click();
    await page.waitForURL(`${baseUrl}/canadians-travellers/quote/application`);
    const residence = page.getByRole('radiogroup', { name: /Canadian resident/ });
    await residence.getByLabel('No').check();
    await page.getByRole('alert').filter({ hasText: 'You cannot buy this policy online' }).waitFor();
    await residence.getByLabel('Yes').check();
    await page.getByRole('radiogroup', { name: 'Who is travelling?' }).getByLabel('2 Persons').check();
    await fillApplicant(page, bornAged(40));
    await page.getByLabel('Destination country').fill('Portugal');
    await page.getByLabel(/^Contact number/).fill('416-555-0100');
    await page.getByLabel('Person 2 first name').fill('Sam');
    await page.getByLabel('Person 2 last name').fill('Lee');
    await page.getByLabel('Person 2 date of birth').fill('1965-01-01');
    await page
      .getByRole('radiogroup', { name: /^Person 2 gender/ })
      .getByLabel('Male', { exact: true })
      .check();
    await page
      .getByRole('radiogroup', { name: /^Person 2 pre-existing/ })
      .getByLabel('No')
      .check();
    await expectAccessible(page);
    await submitApplication(page);
    await context.close();
  });
});

describe('visitors to Canada, family', () => {
  it('prices a family and submits an application with person 2 and extra person 3', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await gotoReady(page, `${baseUrl}/visitors-to-canada/quote/basic`);
    await page
      .getByRole('radiogroup', { name: /Quote for/ })
      .getByLabel('Family')
      .check();
    await page.getByLabel('Age of the oldest family member').selectOption('50');
    await page.getByLabel('Age of person 2').selectOption('45');
    await page
      .getByRole('radiogroup', { name: /person 1/ })
      .getByLabel('No')
      .check();
    await page
      .getByRole('radiogroup', { name: /person 2/ })
      .getByLabel('No')
      .check();
    await page.getByLabel('Coverage').selectOption('50000');
    await page.getByLabel('Province of stay').selectOption('BC');
    await page.getByLabel('Number of days').fill('60');
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    const list = await waitForQuotes(page);
    await list.getByRole('button', { name: 'Start Application' }).first().click();
    await page.waitForURL(`${baseUrl}/visitors-to-canada/quote/application`);
    const form = page.getByRole('form', { name: 'Application' });
    await expect(
      form
        .getByRole('radiogroup', { name: /Number of visitors/ })
        .getByLabel('Family')
        .isChecked(),
    ).resolves.toBe(true);
    await fillApplicant(page, bornAged(50));
    await form.getByLabel('Home country').fill('India');
    await form.getByLabel(/^Contact number/).fill('416-555-0100');
    await form.getByLabel('Person 2 first name').fill('Raj');
    await form.getByLabel('Person 2 last name').fill('Patel');
    await form.getByLabel('Person 2 date of birth').fill('1980-01-01');
    await form
      .getByRole('radiogroup', { name: /^Person 2 gender/ })
      .getByLabel('Male', { exact: true })
      .check();
    await form
      .getByRole('radiogroup', { name: /^Person 2 pre-existing/ })
      .getByLabel('No')
      .check();
    await form.getByLabel('How many more persons to insure?').selectOption('1');
    await form.getByLabel('Person 3 first name').fill('Ana');
    await form.getByLabel('Person 3 last name').fill('Patel');
    await form.getByLabel('Person 3 date of birth').fill('2012-06-01');
    await form
      .getByRole('radiogroup', { name: /^Person 3 gender/ })
      .getByLabel('Female', { exact: true })
      .check();
    await form
      .getByRole('radiogroup', { name: /^Person 3 pre-existing/ })
      .getByLabel('No')
      .check();
    await expectAccessible(page);
    await submitApplication(page);
    await context.close();
  });
});
