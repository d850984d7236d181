// Every prerendered page links its stylesheets render-blocking (ADRs 0136 and 0141): it paints once
// they have arrived, styled and laid out once, and no stylesheet applies after its first paint. A
// quote form's page must not move either when a late answer (the sample-rates notice) arrives, nor
// when its HTML arrives in pieces (ADR 0138).

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };
const CONTENT_PAGES = ['/', '/term-life', '/visitors-to-canada', '/faq', '/blogs', '/blogs/2021/03/1'];
const APPLICATION_PAGES = [
  '/sign-in',
  '/account',
  '/admin/inbox',
  '/term-life/quote/basic',
  '/visitors-to-canada/quote/basic',
  '/visitors-to-canada/available-quotes',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records the page's layout shifts from its first frame on (read with `layoutShiftTotal`). */
async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        // What moved, for the failure message: the element and its box before and after.
        const moved = (shift.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => {
          const element = node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName);
          return `${element} (${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height})`;
        });
        shifts.push({ value: shift.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts the page has recorded so far; what moved is printed when any did. */
async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
  );
  if (shifts.length > 0) console.log('layout shifts:', JSON.stringify(shifts, null, 1));
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}

/**
 * The first screen of `path` without JavaScript, with the requests matching `abort` refused (the
 * full stylesheets, or the brand typeface), read by `read` once the fonts are settled.
 */
async function layoutWithout(
  abort: string | undefined,
  path: string,
  viewport: typeof PHONE,
  read: (page: Page) => Promise<Record<string, string>>,
) {
  const { context, page } = await openPage(browser, { viewport, javaScriptEnabled: false });
  try {
    if (abort !== undefined) await context.route(abort, (route) => route.abort());
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    // Both layouts are compared with the typeface settled: on a loaded machine it may swap in
    // after 'load' in one run and before it in the other (ADR 0119).
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await read(page);
  } finally {
    await context.close();
  }
}

/** When `path` first painted and when each stylesheet finished arriving, CSS delayed by 800 ms. */
async function paintAndStylesheets(path: string) {
  const { context, page } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
  try {
    await context.route('**/assets/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    // The first paint may come a frame after 'load' (polled: without JavaScript the page runs no
    // observer callback).
    let paint: number | null = null;
    for (let tries = 0; paint === null && tries < 50; tries += 1) {
      paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      );
      if (paint === null) await page.waitForTimeout(100);
    }
    const stylesheets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    );
    return { paint, stylesheets };
  } finally {
    await context.close();
  }
}

describe('a prerendered page paints once its stylesheets have arrived, so none applies after it', () => {
  for (const path of [...CONTENT_PAGES, ...APPLICATION_PAGES]) {
    it(path, async () => {
      const { paint, stylesheets } = await paintAndStylesheets(path);
      expect(stylesheets.length).toBeGreaterThan(0);
      expect(paint).toBeGreaterThanOrEqual(Math.max(...stylesheets));
    });
  }
});

describe('a quote form keeps its place while its page loads', () => {
  it('the life quote form replacing its prerendered first question moves nothing, on a phone', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    try {
      await recordLayoutShifts(context);
      // The fallback face throughout: the typeface's swap is the test above's.
      await context.route('**/assets/*.woff2', (route) => route.abort());
      await page.goto(`${baseUrl}/term-life/quote/basic`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.getByRole('radio', { name: 'Male', exact: true }).and(page.locator(':enabled')).waitFor();
      await page.waitForTimeout(200);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
    } finally {
      await context.close();
    }
  });

  it('the sample-rates notice arriving late moves nothing', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    try {
      await recordLayoutShifts(context);
      // The rate status answers after the page has hydrated, as on a slow connection.
      await context.route('**/api/travel/rate-status', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await page.goto(`${baseUrl}/visitors-to-canada/quote/basic`);
      await page.getByTestId('sample-rates').waitFor();
      await page.waitForTimeout(200);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
    } finally {
      await context.close();
    }
  });
});

/**
 * A server in front of the test server that sends `path`'s HTML in two pieces, cut just before
 * `cutBefore`, with a pause between them (a slow connection or a busy phone's parser); every other
 * request passes through.
 */
async function slowDocumentServer(path: string, cutBefore: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const forwarded = ['accept', 'content-type', 'authorization'].flatMap((name) => {
        const value = request.headers[name];
        return typeof value === 'string' ? [[name, value] as [string, string]] : [];
      });
      const upstream = await fetch(`${baseUrl}${request.url ?? '/'}`, {
        method: request.method,
        headers: forwarded,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      response.writeHead(upstream.status, { 'content-type': type });
      const html = request.url === path ? body.toString('utf8') : '';
      const cut = html.indexOf(cutBefore);
      if (cut < 0) {
        response.end(body);
        return;
      }
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 700));
      response.end(html.slice(cut));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('a page whose HTML arrives in pieces paints its header whole', () => {
  // Cut inside the header, before the phone's menu button: without the render-blocking expect
  // (ADR 0138) the first piece is painted and the button arriving moves the Get Quote button.
  it('/term-life/quote/basic cut before its menu button, on a phone', async () => {
    const { url, server } = await slowDocumentServer('/term-life/quote/basic', 'aria-label="Open menu"');
    const { context, page } = await openPage(browser, { viewport: PHONE });
    try {
      await recordLayoutShifts(context);
      // The fallback face throughout: on a loaded machine the typeface may arrive after the first
      // piece is painted, and its swap is the typeface test's (below), not this one's.
      await context.route('**/assets/*.woff2', (route) => route.abort());
      await page.goto(`${url}/term-life/quote/basic`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(200);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
    } finally {
      await context.close();
      server.close();
    }
  });
});

/**
 * The top and height of each first-screen block of the header and the page's content (text's own
 * widths differ between the faces).
 */
function firstScreenBlocks(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const blocks: Record<string, string> = {};
    document.body.querySelectorAll('header *, main *').forEach((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.height === 0 || box.top >= window.innerHeight) return;
      if (getComputedStyle(element).display.startsWith('inline')) return;
      blocks[`${index} ${element.tagName.toLowerCase()}`] = [box.y, box.height].map(Math.round).join(',');
    });
    return blocks;
  });
}

const blocks = (path: string, viewport: typeof PHONE, webFont: boolean) =>
  layoutWithout(webFont ? undefined : '**/assets/*.woff2', path, viewport, firstScreenBlocks);

// ADR 0128: the first paint may come before the brand typeface; its scaled fallback (regular and
// bold, components/ui/tokens.css) must wrap the first screen's text onto the same lines. (The
// footer's long address paragraph still takes one line more on a phone with the fallback.)
describe('the brand typeface swapping in moves nothing in the first screen', () => {
  for (const path of ['/term-life/quote/basic', '/visitors-to-canada/quote/basic', '/sign-in']) {
    it(`${path}, on a phone and a desktop`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const fallback = await blocks(path, viewport, false);
        const brand = await blocks(path, viewport, true);
        const moved = Object.keys(brand)
          .filter((name) => fallback[name] !== brand[name])
          .map((name) => `${name}: ${fallback[name] ?? 'missing'} -> ${brand[name]}`);
        expect(moved, `${path} at ${viewport.width} px`).toEqual([]);
        expect(Object.keys(brand).length).toBeGreaterThan(10);
      }
    });
  }
});
