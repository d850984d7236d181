// `npm run bench:quotes`: starts the real server on a free port with a
// throwaway data directory (embedded PostgreSQL), then runs autocannon at 50 connections on
// POST /api/quotations/term-life and POST /api/quotations/visitors-to-canada (all plans priced),
// each twice: with VARIED requests (every call different ages, dates, coverages, deductibles and
// provinces, so no cache of identical answers serves them) and with one IDENTICAL request, each with
// a browser's Accept-Encoding (large answers are compressed); then on
// GET /api/health/live (liveness, touches nothing: the reference) and GET /api/health (readiness,
// pings the database). Prints requests per second, p50, p99 and their ratios to liveness.
// Targets, as ratios to liveness measured in the same run since the shared machine moves absolute
// figures (ADR 0101): every varied route reaches at least 0.33 of liveness's throughput with a p99
// at most 2x liveness's p99. Exits 1 when missed.
// Then the floor: the same varied requests answered by Fastify alone (scripts/lib/http-floor-server.mjs)
// with a constant answer of a real quote's size, against its own liveness: the ratio no quote
// route can pass on this framework and machine, printed beside the real one.
// BENCH_SECONDS (default 10) sets each run's length. With DATABASE_URL set the server uses that
// PostgreSQL database instead (give it a fresh one). Also printed: the load average and the
// server's CPU time per request (ADR 0053). BENCH_CPU_PROF=<dir> runs the server under
// `node --cpu-prof` and writes its profile (.cpuprofile, open in Chrome DevTools) there on exit.

import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  lifeQuoteRequest,
  variedLifeQuoteRequests,
  variedVisitorQuoteRequests,
  visitorQuoteRequest,
} from './lib/bench-requests.mjs';
import { benchRow, freePort, loadAverage, runAutocannon, startBenchServer } from './lib/bench-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const MIN_THROUGHPUT_RATIO = 0.33;
const MAX_P99_RATIO = 2;

let serverPid;
function run(options) {
  return runAutocannon({ connections, duration: seconds, ...options }, serverPid);
}

const profileDir = process.env.BENCH_CPU_PROF;
const { base, database, pid, stop } = await startBenchServer({
  name: 'bench-quotes',
  nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
});
serverPid = pid;

const post = (route, body, extra = {}) =>
  run({
    url: `${base}${route}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...extra,
  });
// Every request draws a new body from `next()`.
const postVaried = (route, next, extra = {}) =>
  run({
    url: `${base}${route}`,
    requests: [
      {
        method: 'POST',
        path: route,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(next()) }),
      },
    ],
    ...extra,
  });

let failed = false;
try {
  const loadBefore = loadAverage();
  const LIFE = '/api/quotations/term-life';
  const VISITORS = '/api/quotations/visitors-to-canada';
  // A short warm-up (other seeds than the measured runs) so the rate tables are read once and the
  // code is compiled before measuring.
  await postVaried(LIFE, variedLifeQuoteRequests(1), { duration: 2 });
  await postVaried(VISITORS, variedVisitorQuoteRequests(1), { duration: 2 });
  const lifeVaried = await postVaried(LIFE, variedLifeQuoteRequests());
  const lifeSame = await post(LIFE, lifeQuoteRequest());
  const visitorsVaried = await postVaried(VISITORS, variedVisitorQuoteRequests());
  const visitorsSame = await post(VISITORS, visitorQuoteRequest());
  const live = await run({ url: `${base}/api/health/live` });
  const ready = await run({ url: `${base}/api/health` });
  const row = (name, r) => benchRow(name, r, live);
  console.log(`\nautocannon, ${connections} connections, ${seconds} s each, database: ${database}`);
  console.log(`load average (1, 5, 15 min): before ${loadBefore}; after ${loadAverage()}`);
  console.table([
    row(`POST ${LIFE} (varied)`, lifeVaried),
    row(`POST ${LIFE} (identical)`, lifeSame),
    row(`POST ${VISITORS} (varied)`, visitorsVaried),
    row(`POST ${VISITORS} (identical)`, visitorsSame),
    row('GET /api/health/live (liveness)', live),
    row('GET /api/health (readiness, database ping)', ready),
  ]);
  const misses = [
    ['term-life varied', lifeVaried],
    ['visitors-to-canada varied', visitorsVaried],
  ].flatMap(([name, r]) => {
    const problems = [];
    const throughput = r.requests.average / live.requests.average;
    // Liveness's p99 is at least 1 ms in autocannon's whole-millisecond figures.
    const p99Limit = MAX_P99_RATIO * Math.max(1, live.latency.p99);
    if (throughput < MIN_THROUGHPUT_RATIO)
      problems.push(`${name}: throughput ${throughput.toFixed(2)} of liveness < ${MIN_THROUGHPUT_RATIO}`);
    if (r.latency.p99 > p99Limit)
      problems.push(`${name}: p99 ${r.latency.p99} ms > ${MAX_P99_RATIO} x liveness p99 (${p99Limit} ms)`);
    // A few varied life requests are refused with a 400 (a period the age cannot take, N11): a
    // real answer. Connection errors and timeouts are failures.
    if (r.errors > 0 || r.timeouts > 0) problems.push(`${name}: ${r.errors} errors, ${r.timeouts} timeouts`);
    return problems;
  });
  console.log(
    misses.length === 0
      ? `targets (varied: throughput >= ${MIN_THROUGHPUT_RATIO} of liveness, p99 <= ${MAX_P99_RATIO} x liveness p99): met`
      : `targets NOT met:\n  ${misses.join('\n  ')}`,
  );
  failed = misses.length > 0;
  const answers = {
    [LIFE]: await sampleAnswer(LIFE, lifeQuoteRequest()),
    [VISITORS]: await sampleAnswer(VISITORS, visitorQuoteRequest()),
  };
  await measureFloor(answers, [
    [`POST ${LIFE} (varied)`, LIFE, variedLifeQuoteRequests()],
    [`POST ${VISITORS} (varied)`, VISITORS, variedVisitorQuoteRequests()],
  ]);
} finally {
  await stop();
}

async function sampleAnswer(route, body) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.text();
}

// The floor server runs in its own process, as the real one does, so its CPU per request is read
// the same way.
async function measureFloor(answers, routes) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-floor-'));
  const answersFile = path.join(dir, 'answers.json');
  await writeFile(answersFile, JSON.stringify(answers));
  const port = await freePort();
  const floor = spawn(process.execPath, ['scripts/lib/http-floor-server.mjs'], {
    env: { ...process.env, PORT: String(port), FLOOR_ANSWERS: answersFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const floorBase = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`${floorBase}/api/health/live`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const floorRun = (options) => runAutocannon({ connections, duration: seconds, ...options }, floor.pid);
    const rows = [];
    for (const [name, route, next] of routes) {
      rows.push([
        name,
        await floorRun({
          url: `${floorBase}${route}`,
          requests: [
            {
              method: 'POST',
              path: route,
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => ({ ...request, body: JSON.stringify(next()) }),
            },
          ],
        }),
      ]);
    }
    const live = await floorRun({ url: `${floorBase}/api/health/live` });
    console.log(
      '\nThe floor: Fastify alone answering the same varied requests with a constant answer of the same bytes',
    );
    console.table([
      ...rows.map(([name, r]) => benchRow(`${name}, constant answer`, r, live)),
      benchRow('GET /api/health/live (liveness)', live),
    ]);
  } finally {
    floor.kill();
    await rm(dir, { recursive: true, force: true });
  }
}
process.exitCode = failed ? 1 : 0;
