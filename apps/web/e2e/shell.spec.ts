import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, expectAccessible, gotoReady, launchBrowser, openPage } from './support/browser.ts';
import { freePort } from './support/server.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('site shell', () => {
  it('shows the header and footer on the home page, with no console errors', async () => {
    const { page, errors, context } = await openPage(browser);
    await gotoReady(page, baseUrl);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Home', exact: true }).isVisible()).resolves.toBe(true);
    for (const name of ['Blogs', 'FAQs', 'About Us']) {
      await expect(header.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(header.getByRole('link', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
    const footer = page.getByRole('contentinfo');
    // As a visitor reads it: scrolled to. Below the first screen it is laid out (and has its
    // rendered text) from the next frame only (ADR 0131).
    await footer.scrollIntoViewIfNeeded();
    await expect
      .poll(() => footer.innerText())
      .toContain('licensed life insurance broker in Ontario, Alberta and British Columbia');
    const footerText = await footer.innerText();
    expect(footerText).toContain(`© ${new Date().getFullYear()}`);
    expect(footerText).toContain('Brampton');
    await expect(footer.getByRole('link', { name: /terms/i }).first().getAttribute('href')).resolves.toBe(
      '/terms',
    );
    await expect(
      footer
        .getByRole('link', { name: /privacy/i })
        .first()
        .getAttribute('href'),
    ).resolves.toBe('/policy');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens and closes the Get Quote product menu', async () => {
    const { page, context } = await openPage(browser);
    await gotoReady(page, `${baseUrl}/faq`);
    const button = page.getByRole('button', { name: 'Get Quote' });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    const menuLink = page.getByRole('link', { name: 'Super Visa' }).first();
    await menuLink.waitFor({ state: 'visible' });
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    await menuLink.click();
    await page.waitForURL(`${baseUrl}/supervisa`);
    await context.close();
  });

  it('offers a mobile menu at 375 px with the pages and product groups', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await gotoReady(page, baseUrl);
    await page.getByRole('button', { name: /menu/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    for (const name of ['Home', 'Blog', 'FAQ', 'About Us']) {
      await expect(dialog.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(dialog.getByText('Life Insurance').first().isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL(`${baseUrl}/faq`);
    await context.close();
  });

  it('remembers an accepted cookie notice after a reload', async () => {
    const { page, context } = await openPage(browser);
    await gotoReady(page, baseUrl);
    const accept = page.getByRole('button', { name: /accept/i });
    await accept.waitFor({ state: 'visible' });
    await accept.click();
    await accept.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => localStorage.getItem('cookieAccept'))).resolves.toBe('true');
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: /accept/i }).count()).resolves.toBe(0);
    await context.close();
  });

  it('paints the cookie notice with the page for a first visit, never for a visitor who accepted', async () => {
    // Scripts refused: what the prerendered page shows before any of them runs.
    const { page, context } = await openPage(browser);
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/sign-in`);
    await expect(page.getByRole('region', { name: 'Cookie notice' }).isVisible()).resolves.toBe(true);
    await page.evaluate(() => localStorage.setItem('cookieAccept', 'true'));
    await page.goto(`${baseUrl}/sign-in`);
    await expect(page.getByRole('region', { name: 'Cookie notice' }).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('shows the offline dialog when the connection drops and closes it when it returns', async () => {
    const { page, context } = await openPage(browser);
    await gotoReady(page, baseUrl);
    await context.setOffline(true);
    const dialog = page.getByRole('dialog', { name: 'No Internet Connection' });
    await dialog.waitFor({ state: 'visible' });
    await expect(dialog.innerText()).resolves.toContain(
      'You are offline. Please check your internet connection and try again.',
    );
    await expectAccessible(page);
    await context.setOffline(false);
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it.each(['/nope', '/FAQ', '/Blogs', '/faq/extra'])('shows the not-found page for %s', async (path) => {
    const { page, context } = await openPage(browser);
    const response = await gotoReady(page, `${baseUrl}${path}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    await expect(
      page.getByText('The page you were looking for could not be found.').isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('shows the 400 page texts', async () => {
    const { page, context } = await openPage(browser);
    await gotoReady(page, `${baseUrl}/400`);
    await page.getByRole('heading', { name: /400\./ }).waitFor();
    for (const text of [
      '400.',
      'That’s an error.',
      'Your client has issued a malformed or illegal request.',
      'That’s all we know.',
    ]) {
      await expect(page.getByText(text, { exact: false }).first().isVisible()).resolves.toBe(true);
    }
    await expectAccessible(page);
    await context.close();
  });
});

describe('first load', () => {
  // A content page paints from its HTML and inlined CSS alone; its loader requests its scripts only
  // after that first paint, then it hydrates (ADR 0121). Other prerendered pages (the quote forms,
  // sign-in) load React Router's scripts as it writes them, and must hydrate without a browser issue.
  const CONTENT_PAGES = ['/', '/faq', '/term-life', '/blogs/2021/03/1', '/terms'];
  for (const path of [...CONTENT_PAGES, '/term-life/quote/basic', '/sign-in']) {
    const contentPage = CONTENT_PAGES.includes(path);
    it(`paints ${path}${contentPage ? ' before it requests a script' : ''}, hydrates, and raises no browser issue`, async () => {
      const { page, errors, context } = await openPage(browser, { viewport: MOBILE });
      const cdp = await context.newCDPSession(page);
      const issues: string[] = [];
      cdp.on('Audits.issueAdded', ({ issue }) => issues.push(JSON.stringify(issue)));
      await cdp.send('Audits.enable');
      await gotoReady(page, `${baseUrl}${path}`);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint).not.toBeNull();
      expect(timing.scripts.length).toBeGreaterThan(0);
      if (contentPage) expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
      // ADR 0132: the shell's stylesheet applies once; a dynamic import's preloads do not link it again.
      const shellSheets = await page.evaluate(
        () =>
          [...document.styleSheets].filter(
            (sheet) => sheet.href !== null && new URL(sheet.href).pathname.startsWith('/assets/shell-'),
          ).length,
      );
      if (!contentPage) expect(shellSheets).toBe(1);
      // Chromium's issues panel (Lighthouse's `inspector-issues`): a CSP violation, say zod trying eval.
      expect(issues).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('inside a frame of another origin', () => {
  let framer: Server;
  let framerUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    framer = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><title>Framer</title><iframe title="framed site" src="${baseUrl}/faq" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((r) => framer.listen(port, '127.0.0.1', r));
    framerUrl = `http://127.0.0.1:${port}/`;
  });
  afterAll(() => new Promise<void>((r) => framer.close(() => r())));

  it('is refused by the browser because of frame-ancestors', async () => {
    const { page, context } = await openPage(browser);
    // The frame's page arrives with the policy, and Chromium puts its error page in its place.
    const framedResponse = page.waitForResponse((response) => response.url() === `${baseUrl}/faq`);
    await page.goto(framerUrl);
    const policy = (await framedResponse).headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/frame-ancestors 'none'|frame-ancestors 'self'/);
    await expect
      .poll(() =>
        page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.url(),
      )
      .toBe('chrome-error://chromewebdata/');
    const framed = page.frames().find((f) => f !== page.mainFrame());
    const text = framed ? await framed.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
    expect(text).not.toContain('Frequently Asked Questions');
    await context.close();
  });

  it('shows the fallback screen where the browser ignores frame-ancestors', async () => {
    const { page, context } = await openPage(browser);
    // Simulate a browser without frame-ancestors support: drop the CSP header from the framed site.
    await context.route(`${baseUrl}/**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    await page.goto(framerUrl);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: /cannot be shown here/i }).waitFor({ timeout: 15_000 });
    await expect(frame.getByRole('link', { name: /open/i }).first().getAttribute('target')).resolves.toBe(
      '_blank',
    );
    // Parts of the page still fetch their code after the first paint (hydrate later): stop
    // routing before closing, so those in-flight fetches do not fail the run.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
