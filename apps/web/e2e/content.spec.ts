import type { Browser, BrowserContextOptions, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVINCE_UNSUBSCRIBED_MESSAGE } from '@brokerage/shared/content/content-schemas';
import { findRoute } from '@brokerage/shared/routes/route-table';
import {
  MOBILE,
  expectAccessible,
  gotoReady,
  launchBrowser,
  openWithCookiesAccepted,
} from './support/browser.ts';
import { waitForMailLink } from './support/mailbox.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl, dataDir } = testServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const open = (options: BrowserContextOptions = {}) => openWithCookiesAccepted(browser, options);

const HOME_TITLE = findRoute('index')?.title ?? '';

describe('content pages without JavaScript (ADR 0021)', () => {
  it('serves / and /blogs as HTML that already holds their text and meta tags', async () => {
    const home = await (await fetch(`${baseUrl}/`)).text();
    expect(home).toContain('Why work with us');
    expect(home).toContain('Life insurance that fits your family');
    expect(home).toContain('We Give You Options');
    // Void tags with or without the slash: the critical-CSS step rewrites the HTML.
    expect(home).toMatch(/<link rel="canonical" href="https:\/\/www\.mapleshield\.ca\/"\/?>/);
    expect(home).toMatch(/<meta property="og:title" content="[^"]+"/);

    const blogs = await (await fetch(`${baseUrl}/blogs`)).text();
    expect(blogs).toContain('Five habits of financial fitness');
    expect(blogs).toMatch(/By (<!-- -->)?Admin/);
    expect(blogs).toContain('<title>Blogs | Maple Shield</title>');

    const post = await (await fetch(`${baseUrl}/blogs/2021/03/6`)).text();
    expect(post).toContain('Insurance for visitors to Canada');
    expect(post).toMatch(/<meta property="og:type" content="article"\/?>/);

    const product = await (await fetch(`${baseUrl}/estate-planning`)).text();
    expect(product).toContain('15.5%');
  });

  it('serves sitemap.xml and robots.txt', async () => {
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('/blogs/2021/03/1</loc>');
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain('Sitemap:');
  });
});

describe('home page', () => {
  it('states one fixed promise with a product picker, has one carousel that pauses, and stops on hover and focus (N24)', async () => {
    // Carousels start paused for visitors who ask for reduced motion; this test is about autoplay.
    const { page, context, errors } = await open({ reducedMotion: 'no-preference' });
    await gotoReady(page, baseUrl);

    // The first screen does not rotate: the promise and every product choice are in view at once.
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    const picker = page.getByRole('region', { name: 'What would you like to cover?' });
    for (const [name, href] of [
      ['Get a term life quote', '/term-life/quote/basic'],
      ['Get a super visa quote', '/supervisa/quote/basic'],
      ['Explore retirement planning', '/retirement-planning'],
      ['Get a home insurance quote', '/home/quote/basic'],
    ]) {
      await expect(picker.getByRole('link', { name }).getAttribute('href')).resolves.toBe(href);
    }
    await expect(page.locator('[aria-roledescription="carousel"]').count()).resolves.toBe(1);

    // The one carousel (the partners) advances by itself, pauses with its control, and stops on
    // hover and focus.
    const partners = page.getByRole('region', { name: 'Insurers we work with' });
    await page.mouse.move(0, 0);
    await expect(partners.getAttribute('data-autoplay')).resolves.toBe('running');
    const slideInView = () =>
      partners.evaluate(
        (region) => region.querySelector<HTMLElement>('[style*="translate3d"]')?.style.transform ?? '',
      );
    const start = await slideInView();
    await expect.poll(slideInView, { timeout: 8000 }).not.toBe(start);
    await partners.hover();
    await expect(partners.getAttribute('data-autoplay')).resolves.toBe('stopped');
    await page.mouse.move(0, 0);
    await expect(partners.getAttribute('data-autoplay')).resolves.toBe('running');
    await partners.getByRole('button', { name: /^Pause/ }).focus();
    await expect(partners.getAttribute('data-autoplay')).resolves.toBe('stopped');
    await partners.getByRole('button', { name: /^Pause/ }).click();
    await page.mouse.move(0, 0);
    await partners.getByRole('button', { name: /^Play/ }).waitFor();
    await expect(partners.getAttribute('data-autoplay')).resolves.toBe('stopped');

    for (const text of [
      'Why work with us',
      'Our vision',
      'Mortgage lenders we work with',
      'Latest from our blog',
    ]) {
      await expect(page.getByText(text).first().isVisible()).resolves.toBe(true);
    }
    // Sourced figures only: exact counts with their source, no unsourced client count.
    await expect(page.getByText('Satisfied clients').count()).resolves.toBe(0);
    await expect(page.getByText(/^\d+\+$/).count()).resolves.toBe(0);
    await page.getByText('Counted from our partner lists and product catalogue', { exact: false }).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('keeps the insurers carousel on screen while its code is still loading and the live list arrives', async () => {
    const { page, context, errors } = await open({ reducedMotion: 'no-preference' });
    // The carousel's code arrives late, as on a slow phone; the insurer list arrives at once.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/autoplay-carousel-view[^/]*\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    const insurersAnswered = page.waitForResponse((response) => response.url().endsWith('/api/insurers'));
    await page.goto(baseUrl);
    await insurersAnswered;
    await page.waitForTimeout(300);
    const partners = page.getByRole('region', { name: 'Insurers we work with' });
    await expect(partners.count()).resolves.toBe(1);
    releaseCode();
    await expect.poll(() => partners.getAttribute('data-autoplay')).toBe('running');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('blogs', () => {
  it('goes from the list to a post and on to a related post', async () => {
    const { page, context, errors } = await open();
    await gotoReady(page, `${baseUrl}/blogs`);
    await expect(page.getByRole('article').count()).resolves.toBe(7);
    await expectAccessible(page);
    await page
      .getByRole('link', { name: 'Travel insurance: what every Canadian traveller should know' })
      .click();
    await page.waitForURL(`${baseUrl}/blogs/2021/03/4`);
    await page.getByRole('heading', { level: 1, name: /Travel insurance/ }).waitFor();
    await expect(page.getByText('The 90-day pre-travel checkup').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Pre-existing conditions', { exact: true }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await page
      .getByRole('complementary', { name: 'More articles' })
      .getByRole('link', { name: 'Insurance for visitors to Canada' })
      .click();
    await page.waitForURL(`${baseUrl}/blogs/2021/03/6`);
    await page.getByRole('heading', { level: 1, name: 'Insurance for visitors to Canada' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page for a post that does not exist', async () => {
    const { page, context } = await open();
    await gotoReady(page, `${baseUrl}/blogs/2021/03/99`);
    await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    await context.close();
  });
});

describe('FAQ, terms and privacy', () => {
  it('opens one numbered FAQ at a time and closes it on a second click', async () => {
    const { page, context } = await open();
    await gotoReady(page, `${baseUrl}/faq`);
    // Native disclosures (ADR 0127): each question is a <summary>, its answer shown while open.
    const question = (name: RegExp) => page.locator('summary', { hasText: name });
    const isOpen = (summary: Locator) =>
      summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
    const first = question(/^1\. Do I pay more/);
    const second = question(/^2\. Which provinces/);
    await expect(question(/^\d+\. /).count()).resolves.toBeGreaterThanOrEqual(15);
    await first.click();
    await expect(isOpen(first)).resolves.toBe(true);
    await second.click();
    await expect(isOpen(second)).resolves.toBe(true);
    await expect(isOpen(first)).resolves.toBe(false);
    await page.getByRole('link', { name: 'province availability' }).waitFor({ state: 'visible' });
    await expectAccessible(page);
    await second.click();
    await expect(isOpen(second)).resolves.toBe(false);
    await page.getByRole('link', { name: 'province availability' }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('scrolls the terms to a section from the table of contents', async () => {
    const { page, context } = await open();
    await gotoReady(page, `${baseUrl}/terms`);
    await expect(page.getByText(/Last updated on \d+\w\w \w+, \d{4}/).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    const heading = page.getByRole('heading', { level: 2, name: /Governing law and contact/ });
    const before = await heading.boundingBox();
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Governing law and contact' })
      .click();
    await page.waitForURL(`${baseUrl}/terms#contact`);
    await page.waitForFunction(() => window.scrollY > 0);
    const after = await heading.boundingBox();
    expect(after!.y).toBeLessThan(before!.y);
    expect(after!.y).toBeGreaterThanOrEqual(0);
    expect(after!.y).toBeLessThan(800);
    await context.close();
  });

  it('shows the loading image while the privacy policy loads from another page', async () => {
    const { page, context } = await open();
    // From a page of the application (a content page's links are page loads, ADR 0121).
    await gotoReady(page, `${baseUrl}/sign-in`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/policy.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'visible' });
    release();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('shows the privacy policy and the about page with its disclosure', async () => {
    const { page, context } = await open();
    await gotoReady(page, `${baseUrl}/policy`);
    await expect(page.getByText('PIPEDA', { exact: false }).first().isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await gotoReady(page, `${baseUrl}/about-us#contact`);
    await expect(page.locator('#contact').isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByText('over 3,000 clients (counted from the brokerage’s client records)', { exact: false })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByText('OmbudService for Life and Health Insurance', { exact: false }).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});

describe('product pages', () => {
  it('links a product page to its quote route', async () => {
    const { page, context, errors } = await open();
    await gotoReady(page, `${baseUrl}/term-life`);
    await page.getByRole('heading', { level: 1, name: 'Term Life Insurance' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Get a quote' }).first().click();
    await page.waitForURL(`${baseUrl}/term-life/quote/basic`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the kids-life chart data as a table (N24)', async () => {
    const { page, context } = await open();
    await gotoReady(page, `${baseUrl}/kids-life`);
    await expect(page.getByRole('img', { name: /Bar chart/ }).isVisible()).resolves.toBe(true);
    const table = page.getByRole('table');
    await expect(table.isVisible()).resolves.toBe(false);
    await page.getByText('Show the chart data as a table').click();
    await table.waitFor({ state: 'visible' });
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((r) => r.replace(/\s+/g, ' '))).toEqual([
      '0 $139.05',
      '15 $199.17',
      '30 $330.12',
    ]);
    await expectAccessible(page);
    await context.close();
  });

  it.each(['/home', '/estate-planning', '/banking', '/investments', '/supervisa', '/group-insurance'])(
    'shows %s with its sections and no serious accessibility issue',
    async (path) => {
      const { page, context, errors } = await open();
      await gotoReady(page, `${baseUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      await expect(
        page.getByRole('heading', { name: 'Frequently asked questions' }).isVisible(),
      ).resolves.toBe(true);
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('opens the health and dental partners in a new tab with the agent id', async () => {
    const { page, context } = await open();
    await gotoReady(page, `${baseUrl}/health-and-dental/quote`);
    const links = page.getByRole('link', { name: /Get a quote from/ });
    await expect(links.count()).resolves.toBe(2);
    await expect(links.first().getAttribute('target')).resolves.toBe('_blank');
    await expect(links.first().getAttribute('href')).resolves.toMatch(/agentId=/);
    await expectAccessible(page);
    await context.close();
  });
});

describe('province availability', () => {
  it('raises no Content Security Policy issue on the content pages with a form (zod without eval)', async () => {
    const { page, context } = await open();
    const cdp = await context.newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
    });
    await cdp.send('Audits.enable');
    for (const path of ['/province-availability', '/health-dental-quote', '/']) {
      await gotoReady(page, `${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(issues).toEqual([]);
    await context.close();
  });

  it('stores an UPDATE ME! sign-up with consent, and explains a missing consent', async () => {
    const { page, context } = await open();
    await gotoReady(page, `${baseUrl}/province-availability`);
    await page.getByLabel('Your e-mail address').fill('someone@example.com');
    await page.getByRole('button', { name: 'UPDATE ME!' }).click();
    await page.getByText('Please agree to receive the e-mail').waitFor();
    await expectAccessible(page);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'UPDATE ME!' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you!' }).waitFor();
    await context.close();
  });

  it('mails a one-click unsubscribe link that withdraws the UPDATE ME! consent, signed out (ADR 0042)', async () => {
    const { page, context } = await open();
    const email = `update.me.${Date.now()}@example.com`;
    await gotoReady(page, `${baseUrl}/province-availability`);
    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'UPDATE ME!' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you!' }).waitFor();

    const link = await waitForMailLink(dataDir, email, '/newsletters/unsubscribe');
    expect(link.searchParams.get('topic')).toBe('province-availability');
    await gotoReady(page, `${baseUrl}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Unsubscribe from the province update' }).waitFor();
    await page.getByText(PROVINCE_UNSUBSCRIBED_MESSAGE).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});

describe('narrow screens', () => {
  it.each(['/', '/blogs/2021/03/1', '/terms', '/estate-planning', '/kids-life'])(
    'fits %s into 375 px without sideways scrolling',
    async (path) => {
      const { page, context } = await open({ viewport: MOBILE });
      await gotoReady(page, `${baseUrl}${path}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(MOBILE.width);
      await context.close();
    },
  );
});
