// `npm run bench:profile -- <path> [<path> ...]`: where a page's main-thread time goes,
// to find what holds Lighthouse's Total Blocking Time up. Starts the real server (as the other
// bench scripts do), opens each path in Debian's Chromium at 390 x 844 with the CPU slowed 4x (as
// Lighthouse's mobile preset simulates), records a trace until the page has been quiet for 2 s, and
// prints: first contentful paint, hydration (`<html data-hydrated>`), every task over 50 ms with
// what it ran (script evaluation by file, function calls, style and layout, parsing, GC), and the
// total blocking time of the observed tasks after the first paint, then the main thread's CPU
// (thread) time after it, which the machine's load inflates far less than wall time. A results
// page and the travel application are given their saved request the way bench-lighthouse does;
// My account and the staff pages (`/account…`, `/admin…`) are opened signed in as its admin.
// Wall-clock figures depend on the machine's load (printed).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { lifeQuoteRequest, visitorQuoteRequest } from './lib/bench-requests.mjs';
import { loadAverage, startBenchServer } from './lib/bench-server.mjs';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: npm run bench:profile -- /path [/path ...]');
  process.exit(2);
}
const CPU_SLOWDOWN = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4);
const base64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64');
const SAVED_REQUESTS = {
  '/visitors-to-canada/available-quotes': {
    visitorsToCanada: base64({
      v: 1,
      request: { ...visitorQuoteRequest(), numberOfDays: 30, page: 0, type: 'visitors-to-canada' },
    }),
  },
  '/term-life/available-quotes': { termLifeQuote: base64({ v: 1, request: lifeQuoteRequest() }) },
  // The saved quote and the plan chosen with Start Application, as bench-lighthouse gives it.
  '/visitors-to-canada/quote/application': {
    visitorsToCanada: base64({
      v: 1,
      request: { ...visitorQuoteRequest(), numberOfDays: 30, page: 0, type: 'visitors-to-canada' },
      plan: { plan: 'Bench plan', company: 'Bench insurer' },
    }),
  },
};

// The same admin bench-lighthouse signs in (created by the server at start).
const ADMIN = { email: 'bench.lighthouse.admin@example.com', password: 'Bench#Light2026' };
const SIGNED_IN = /^\/(account|admin)(\/|-|$)/;

const server = await startBenchServer({
  name: 'bench-profile',
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});

/** A fresh access token of the admin, stored where the session store reads it. */
async function adminStorage() {
  const response = await fetch(`${server.base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`bench admin sign-in: ${response.status} ${await response.text()}`);
  return { jwtToken: (await response.json()).data.token };
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** The name a trace event is reported under in a task's breakdown. */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const file = (data.url ?? '').replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '');
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${file || data.name || 'module'}`;
    case 'FunctionCall':
      return `call ${data.functionName || '(anonymous)'} ${file}`.trim();
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
      return `${event.name} ${data.type ?? ''}`.trim();
    default:
      return event.name;
  }
}

const ASSETS = path.resolve('apps/web/build/client/assets');
const sourceMaps = new Map();
/** `file:line:column` in the sources when the build has source maps (`WEB_SOURCEMAP=1 npm run build`). */
function original(file, line, column, name) {
  if (!sourceMaps.has(file)) {
    const map = path.join(ASSETS, `${file}.map`);
    sourceMaps.set(
      file,
      existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
    );
  }
  const consumer = sourceMaps.get(file);
  const at = consumer?.originalPositionFor({ line, column });
  if (!at?.source) return `${name} ${file}:${line}:${column}`;
  const source = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${at.name ?? name} ${source}:${at.line}`;
}

/** Each CPU sample's time (trace clock, µs) and its stack of app functions (`name file:line`). */
function profileSamples(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackOf = new Map();
  const stack = (id) => {
    if (!stackOf.has(id)) {
      const names = [];
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const frame = byId.get(at)?.callFrame;
        if (!frame || frame.url === '' || !/^https?:\/\/127\.0\.0\.1/.test(frame.url)) continue;
        const file = frame.url.replace(/^.*\/assets\//, '');
        names.push(
          original(file, frame.lineNumber + 1, frame.columnNumber, frame.functionName || '(anonymous)'),
        );
      }
      stackOf.set(id, [...new Set(names)]);
    }
    return stackOf.get(id);
  };
  let ts = profile.startTime;
  return profile.samples.map((id, i) => {
    ts += profile.timeDeltas[i] ?? 0;
    const names = stack(id);
    // The innermost app frame's source file: where the time was spent.
    return { ts, stack: names, file: names[0]?.split(' ').pop()?.replace(/:\d+$/, '') ?? '(browser)' };
  });
}

try {
  console.log(`load average (1, 5, 15 min): ${loadAverage()}; CPU slowed ${CPU_SLOWDOWN}x`);
  for (const urlPath of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const saved = SIGNED_IN.test(urlPath) ? await adminStorage() : SAVED_REQUESTS[urlPath];
    if (saved) {
      await context.addInitScript((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, saved);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.base}${urlPath}`, { waitUntil: 'load' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(4_000);
    // Stopping the profiler serialises it on the page's main thread: the tasks after this mark are
    // the bench's own, not the page's.
    await page.evaluate(() => performance.mark('profile-end'));
    const { profile } = await cdp.send('Profiler.stop');
    const samples = profileSamples(profile);
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;

    const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const start = navigation?.ts ?? Math.min(...events.map((e) => e.ts));
    // The page's renderer main thread: where its first paint was recorded.
    const main = fcp ?? navigation;
    const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X');
    const end = events.find((e) => e.name === 'profile-end')?.ts ?? Infinity;
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur >= 50_000 && e.ts < end);
    const ms = (us) => Math.round(us / 1000);
    const fcpAt = fcp ? fcp.ts - start : 0;
    let blocking = 0;
    // Thread time (`tdur`, µs): the CPU the main thread spent, which the machine's load does not
    // inflate as it does wall time; Chromium's throttling leaves it unscaled, so the blocking time
    // at the slowdown is estimated as each task's CPU time times the slowdown, less 50 ms.
    let cpuAfterPaint = 0;
    let cpuBlocking = 0;
    for (const task of onMain.filter(
      (e) => e.name === 'RunTask' && e.ts >= (fcp?.ts ?? start) && e.ts < end,
    )) {
      const cpu = task.tdur ?? task.dur;
      cpuAfterPaint += cpu;
      cpuBlocking += Math.max(0, cpu * CPU_SLOWDOWN - 50_000);
    }
    console.log(`\n== ${urlPath}: first contentful paint ${ms(fcpAt)} ms`);
    for (const task of tasks) {
      const inside = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.name !== 'RunTask',
      );
      // Direct children only: the biggest pieces of the task, with their own labels.
      const children = inside.filter(
        (e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur),
      );
      const byLabel = new Map();
      for (const child of children) byLabel.set(label(child), (byLabel.get(label(child)) ?? 0) + child.dur);
      const top = [...byLabel.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, dur]) => `${name} ${ms(dur)}`)
        .join('; ');
      const at = task.ts - start;
      if (at >= fcpAt) blocking += task.dur - 50_000;
      console.log(`  task at ${ms(at)} ms, ${ms(task.dur)} ms (CPU ${ms(task.tdur ?? task.dur)} ms): ${top}`);
      if (process.env.PROFILE_FUNCTIONS) {
        const functions = new Map();
        for (const sample of samples) {
          if (sample.ts < task.ts || sample.ts > task.ts + task.dur) continue;
          for (const name of sample.stack) {
            // React's and the scheduler's own frames are in every stack: show what they ran.
            if (/react-dom\/cjs|scheduler\/cjs/.test(name)) continue;
            functions.set(name, (functions.get(name) ?? 0) + 1);
          }
        }
        const hot = [...functions.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, Number(process.env.PROFILE_FUNCTIONS))
          .map(([name, count]) => `${name} ${count}`);
        console.log(`    samples (inclusive): ${hot.join(' | ')}`);
        const files = new Map();
        for (const sample of samples) {
          if (sample.ts < task.ts || sample.ts > task.ts + task.dur) continue;
          files.set(sample.file, (files.get(sample.file) ?? 0) + 1);
        }
        const byFile = [...files.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
        console.log(`    samples by file (self): ${byFile.map(([f, n]) => `${f} ${n}`).join(' | ')}`);
      }
    }
    console.log(`  blocking time after the first paint (observed, CPU ${CPU_SLOWDOWN}x): ${ms(blocking)} ms`);
    console.log(
      `  main-thread CPU after the first paint: ${ms(cpuAfterPaint)} ms; its blocking time at ${CPU_SLOWDOWN}x: ${ms(cpuBlocking)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
