// `npm run bench:lighthouse` (issue 9): Lighthouse (the npm package, default mobile preset:
// Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on /usr/bin/chromium against the
// production build served by the real server (scripts/lib/bench-server.mjs: free port, throwaway
// DATA_DIR). Builds the web app first when there is no build. For home, a product landing page, a
// quote form, a quote results page and a blog post it prints the performance, accessibility, best
// practices and SEO scores, LCP, TBT, CLS and the JavaScript transferred, then the targets.
//
// Each page is audited in a fresh Chromium profile (cold cache). The results page needs the
// visitor's saved quote request: it is written to localStorage first (on /robots.txt of the same
// origin, so no page asset gets cached) and Lighthouse runs with its storage reset turned off.
// CHROMIUM_PATH overrides the browser; LIGHTHOUSE_RUNS (default 1) audits each page that many
// times and keeps the median performance run.

import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { visitorQuoteRequest } from './lib/bench-requests.mjs';
import { startBenchServer } from './lib/bench-server.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product landing', path: '/term-life' },
  { name: 'quote form', path: '/visitors-to-canada/quote/basic' },
  {
    name: 'quote results',
    // What the visitors-to-Canada quote form saves before it opens the results (base64 JSON).
    path: '/visitors-to-canada/available-quotes',
    localStorage: { visitorsToCanada: Buffer.from(JSON.stringify(visitorQuoteRequest())).toString('base64') },
  },
  { name: 'blog post', path: '/blogs/2021/03/1' },
];

const TARGETS = { performance: 95, accessibility: 100, seo: 95, homeJsKb: 150 };

if (!existsSync('apps/web/build/client/index.html')) {
  console.log('No web build found: running `npm run build` first.');
  execSync('npm run build', { stdio: 'inherit' });
}

async function seedLocalStorage(port, origin, entries) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function audit(origin, page) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (page.localStorage) await seedLocalStorage(chrome.port, origin, page.localStorage);
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: page.localStorage !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function summary(page, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id];
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');
  const failed = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  return {
    row: {
      page: `${page.name} (${page.path})`,
      perf: score('performance'),
      a11y: score('accessibility'),
      'best pr.': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
      'TBT ms': Math.round(audit('total-blocking-time')?.numericValue ?? 0),
      CLS: Number((audit('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3)),
      'JS KB': Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
      'JS files': scripts?.requestCount ?? 0,
    },
    failed: [...new Set(failed)],
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runtimeError: lhr.runtimeError?.message,
  };
}

const { base, database, stop } = await startBenchServer({ name: 'bench-lighthouse' });
const rows = [];
const notes = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(summary(page, await audit(base, page)));
    runs.sort((a, b) => a.row.perf - b.row.perf);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push(median.row);
    if (median.runtimeError) notes.push(`${page.path}: ${median.runtimeError}`);
    if (!median.finalUrl.endsWith(page.path)) notes.push(`${page.path} ended on ${median.finalUrl}`);
    if (median.failed.length > 0) notes.push(`${page.path} audits below 0.9: ${median.failed.join(', ')}`);
    notes.push(`${page.path}: Lighthouse benchmarkIndex ${median.benchmarkIndex}`);
  }
} finally {
  await stop();
}

console.log(
  `\nLighthouse (mobile preset), ${RUNS} run(s) per page, server on ${database}, ` +
    `Chromium ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`,
);
console.table(rows);
for (const note of notes) console.log(`- ${note}`);
const met = (ok) => (ok ? 'met' : 'NOT met');
console.log(
  `targets: performance >= ${TARGETS.performance}: ${met(rows.every((r) => r.perf >= TARGETS.performance))}; ` +
    `accessibility ${TARGETS.accessibility}: ${met(rows.every((r) => r.a11y >= TARGETS.accessibility))}; ` +
    `SEO >= ${TARGETS.seo}: ${met(rows.every((r) => r.seo >= TARGETS.seo))} ` +
    `(home initial JavaScript: npm run bench:bundle)`,
);
