// `npm run bench:quotes` (issues 6 and 7): starts the real server on a free port with a throwaway
// data directory (embedded PostgreSQL), then runs autocannon at 50 connections on
// POST /api/quotations/term-life, POST /api/quotations/visitors-to-canada (all plans priced) and
// GET /api/health, one after the other in the same run, and prints requests per second, p50, p99
// and each quote's ratio to health. Targets: quote p99 <= 20 ms and at least half the health
// route's throughput. BENCH_SECONDS (default 10) sets each run's length. With DATABASE_URL set the
// server uses that PostgreSQL database instead (give it a fresh one). Also printed: the load
// average and the server's CPU time per request (ADR 0053).

import { lifeQuoteRequest, visitorQuoteRequest } from './lib/bench-requests.mjs';
import { benchRow, loadAverage, runAutocannon, startBenchServer } from './lib/bench-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

let serverPid;
function run(options) {
  return runAutocannon({ connections, duration: seconds, ...options }, serverPid);
}

const quoteBody = JSON.stringify(lifeQuoteRequest());
const visitorsBody = JSON.stringify(visitorQuoteRequest());

const { base, database, pid, stop } = await startBenchServer({ name: 'bench-quotes' });
serverPid = pid;

try {
  const loadBefore = loadAverage();
  const post = (route, body, extra = {}) =>
    run({
      url: `${base}${route}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      ...extra,
    });
  // A short warm-up so the rate tables are read once before measuring.
  await post('/api/quotations/term-life', quoteBody, { duration: 2 });
  await post('/api/quotations/visitors-to-canada', visitorsBody, { duration: 2 });
  const life = await post('/api/quotations/term-life', quoteBody);
  const visitors = await post('/api/quotations/visitors-to-canada', visitorsBody);
  const health = await run({ url: `${base}/api/health` });
  const row = (name, r) => benchRow(name, r, health);
  console.log(`\nautocannon, ${connections} connections, ${seconds} s each, database: ${database}`);
  console.log(`load average (1, 5, 15 min): before ${loadBefore}; after ${loadAverage()}`);
  console.table([
    row('POST /api/quotations/term-life', life),
    row('POST /api/quotations/visitors-to-canada', visitors),
    row('GET /api/health', health),
  ]);
  const met = (r) => r.requests.average / health.requests.average >= 0.5 && r.latency.p99 <= 20;
  console.log('targets (p99 <= 20 ms, ratio >= 0.50):', met(life) && met(visitors) ? 'met' : 'NOT met');
} finally {
  await stop();
}
