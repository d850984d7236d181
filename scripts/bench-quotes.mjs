// `npm run bench:quotes` (issues 6 and 7): starts the real server on a free port with a throwaway
// data directory (embedded PostgreSQL), then runs autocannon at 50 connections on
// POST /api/quotations/term-life, POST /api/quotations/visitors-to-canada (all plans priced) and
// GET /api/health, one after the other in the same run, and prints requests per second, p50, p99
// and each quote's ratio to health. Targets: quote p99 <= 20 ms and at least half the health
// route's throughput. BENCH_SECONDS (default 10) sets each run's length. With DATABASE_URL set the
// server uses that PostgreSQL database instead (give it a fresh one). Also printed: the load
// average (the figures mean little on a busy machine) and the server's CPU time per request, read
// from /proc on Linux, which varies much less with the machine's load than req/s do (ADR 0052).

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
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

// User plus system CPU of a process in milliseconds, or null where /proc is missing.
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function run(options, pid) {
  const before = cpuMs(pid);
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) => {
      if (error) return reject(error);
      const after = cpuMs(pid);
      result.cpuUsPerRequest =
        before === null || after === null
          ? null
          : Math.round(((after - before) * 1000) / result.requests.total);
      resolve(result);
    });
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

const isoDate = (daysFromNow) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
const visitorsBody = JSON.stringify({
  quoteFor: 'single',
  person1Age: 45,
  preExistingPerson1: 'no',
  coverage: 100000,
  province: 'ON',
  startDate: isoDate(10),
  endDate: isoDate(39),
});

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-quotes-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
try {
  await waitForHealth(base, child);
  const loadBefore = load();
  const post = (route, body, extra = {}) =>
    run(
      {
        url: `${base}${route}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        ...extra,
      },
      child.pid,
    );
  // A short warm-up so the rate tables are read once before measuring.
  await post('/api/quotations/term-life', quoteBody, { duration: 2 });
  await post('/api/quotations/visitors-to-canada', visitorsBody, { duration: 2 });
  const life = await post('/api/quotations/term-life', quoteBody);
  const visitors = await post('/api/quotations/visitors-to-canada', visitorsBody);
  const health = await run({ url: `${base}/api/health` }, child.pid);
  const row = (name, r) => ({
    route: name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'ratio to health': (r.requests.average / health.requests.average).toFixed(2),
    'server CPU µs/req': r.cpuUsPerRequest ?? 'n/a',
    non2xx: r.non2xx,
    errors: r.errors,
  });
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.log(`\nautocannon, ${connections} connections, ${seconds} s each, database: ${database}`);
  console.log(`load average (1, 5, 15 min): before ${loadBefore}; after ${load()}`);
  console.table([
    row('POST /api/quotations/term-life', life),
    row('POST /api/quotations/visitors-to-canada', visitors),
    row('GET /api/health', health),
  ]);
  const met = (r) => r.requests.average / health.requests.average >= 0.5 && r.latency.p99 <= 20;
  console.log('targets (p99 <= 20 ms, ratio >= 0.50):', met(life) && met(visitors) ? 'met' : 'NOT met');
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
