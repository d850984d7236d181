import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, gotoReady, launchBrowser, openWithCookiesAccepted } from './support/browser.ts';
import { saveShots } from './support/screenshots.ts';

// The design system (ADR 0119) at a phone's and a desktop's width: the living components page, the
// brand typeface, 44 px targets, the sticky header with its quote button, option tiles, progress,
// "what is missing", the quiet footer, the date range, price anchors and licence badges (ADR 0120).

const baseUrl = inject('baseUrl');
const SHOTS = path.resolve(import.meta.dirname, '../test-results/design-system');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Heights of visible controls smaller than a 44 px target, named for the failure message. */
function smallTargets(page: Page, selector: string) {
  return page.evaluate((css) => {
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(css))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.height < 43.5) small.push(`${element.outerHTML.slice(0, 80)} ${box.height.toFixed(1)}px`);
    }
    return small;
  }, selector);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('design system on a %s', (name, viewport) => {
  it('shows every component and state on /design-system, noindex, with the brand typeface', async () => {
    const { page, errors, context } = await openWithCookiesAccepted(browser, { viewport });
    await gotoReady(page, `${baseUrl}/design-system`);
    await page.getByRole('heading', { level: 1, name: 'Design system' }).waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    for (const section of [
      'Colour tokens',
      'Buttons (44 px targets)',
      'Option tiles',
      'Notices',
      'Empty state',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section }).isVisible()).resolves.toBe(true);
    }
    // The brand face is served by the site and used.
    await page.evaluate(() => document.fonts.ready);
    await expect(page.evaluate(() => document.fonts.check('16px "Figtree Variable"'))).resolves.toBe(true);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/^"?Figtree Variable"?, "?Figtree Fallback"?/);
    // Tiles are radios: arrows move the choice.
    const smoke = page.getByRole('radiogroup', { name: /Do you smoke/ });
    await smoke.getByLabel('No').check();
    await expect(smoke.getByLabel('No').isChecked()).resolves.toBe(true);
    expect(await smallTargets(page, 'main button, main [class*="tile_"]')).toEqual([]);
    await expectAccessible(page);
    await saveShots(page, SHOTS, `components-${name}`, [viewport.width]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the header and its Get Quote button on screen while the page scrolls', async () => {
    const { page, context } = await openWithCookiesAccepted(browser, { viewport });
    await gotoReady(page, `${baseUrl}/faq`);
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 1000);
    const quote = page.getByRole('banner').getByRole('button', { name: 'Get Quote' });
    const box = await quote.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThan(80);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await quote.click();
    await page.getByRole('link', { name: 'Super Visa' }).first().waitFor({ state: 'visible' });
    await expectAccessible(page);
    await saveShots(page, SHOTS, `sticky-header-menu-${name}`, [viewport.width]);
    await context.close();
  });
});
