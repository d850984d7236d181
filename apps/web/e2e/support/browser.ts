import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { isClockShifted } from './as-of.ts';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<PageSession> {
  // No transitions: axe must not read colours of a dialog that is still fading in.
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', ...options });
  // The page's clock runs from the same shifted time as the runner's and the server's (ADR 0087).
  if (isClockShifted()) await context.clock.setSystemTime(new Date());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** `openPage` with the cookie notice already accepted, so it covers nothing. */
export async function openWithCookiesAccepted(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<PageSession> {
  const session = await openPage(browser, options);
  await session.context.addInitScript(() => localStorage.setItem('cookieAccept', 'true'));
  return session;
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
let axeSource: string | undefined;

/** axe-core as @axe-core/playwright itself loads it (the same version). */
function axeScript(): string {
  const fromBuilder = createRequire(import.meta.resolve('@axe-core/playwright'));
  axeSource ??= readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help'> & { targets: string[] };

/**
 * axe run in the page on the whole document. AxeBuilder.analyze() merges frame results in a fresh
 * blank page on every call, several times slower (the route walk runs axe on ~150 pages); pages
 * with frames keep it, so their frames are still checked.
 */
async function axeViolations(page: Page, rules?: readonly string[]): Promise<Violation[]> {
  if ((await page.locator('iframe').count()) > 0) {
    const builder = new AxeBuilder({ page });
    const results = await (rules ? builder.withRules([...rules]) : builder.withTags(AXE_TAGS)).analyze();
    return results.violations.map((v) => ({ ...v, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript());
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  };
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, runOptions);
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, options);
}

/** No serious or critical axe violations on the page as it stands (N24). */
export async function expectAccessible(page: Page): Promise<void> {
  const blocking = (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.targets.join(', ')}`);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Lighthouse's accessibility audits that `expectAccessible` leaves out, at any impact: heading-order
 * (a best practice) and label-content-name-mismatch (experimental in axe). Both count in the
 * performance budget's accessibility score of 100.
 */
export async function expectLighthouseAccessible(page: Page): Promise<void> {
  const found = (await axeViolations(page, ['heading-order', 'label-content-name-mismatch'])).map(
    (v) => `${v.id}: ${v.help} -> ${v.targets.join(', ')}`,
  );
  expect(found, `Lighthouse accessibility audits on ${page.url()}`).toEqual([]);
}

/** Opens a URL and waits until React has hydrated the page (root.tsx sets `data-hydrated`). */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}
