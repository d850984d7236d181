// `npm run bench:quotes` (issue 6): starts the real server on a free port with a throwaway data
// directory (embedded PostgreSQL), then runs autocannon at 50 connections on
// POST /api/quotations/term-life and on GET /api/health, one after the other in the same run, and
// prints requests per second, p50, p99 and the ratio. Targets: quote p99 <= 20 ms and at least
// half the health route's throughput. BENCH_SECONDS (default 10) sets each run's length.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy within 60 s');
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const birthDate = `${new Date().getFullYear() - 40}-03-10`;
const quoteBody = JSON.stringify({
  birthDate,
  gender: 'male',
  smoke: false,
  citizen: true,
  province: 'ON',
  coverage: 500000,
  premiumPaymentDuration: 'monthly',
  paymentPeriod: 2,
  page: 1,
});

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-quotes-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForHealth(base, child);
  // A short warm-up so the rate tables are read once before measuring.
  await run({
    url: `${base}/api/quotations/term-life`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: quoteBody,
    duration: 2,
  });
  const quote = await run({
    url: `${base}/api/quotations/term-life`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: quoteBody,
  });
  const health = await run({ url: `${base}/api/health` });
  const row = (name, r) => ({
    route: name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  });
  console.log(`\nautocannon, ${connections} connections, ${seconds} s each, database: embedded PGlite`);
  console.table([row('POST /api/quotations/term-life', quote), row('GET /api/health', health)]);
  const ratio = quote.requests.average / health.requests.average;
  console.log(`throughput ratio quote/health: ${ratio.toFixed(2)} (target >= 0.50)`);
  console.log(`quote p99: ${quote.latency.p99} ms (target <= 20 ms)`);
  console.log(ratio >= 0.5 && quote.latency.p99 <= 20 ? 'targets met' : 'targets NOT met');
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
