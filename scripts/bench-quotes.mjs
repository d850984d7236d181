// Quote benchmark (issue 7): throughput and latency of POST /api/quotations/visitors-to-canada
// (all plans priced, the request stored) against GET /api/health in the same run.
// Starts the real server on a free port with a temporary DATA_DIR (embedded PGlite unless
// DATABASE_URL is set). Usage: npm run bench:quotes [-- --seconds 5 --concurrency 8]

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const SECONDS = option('seconds', 5);
const CONCURRENCY = option('concurrency', 8);
const ROOT = path.resolve(import.meta.dirname, '..');

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

function isoDate(daysFromNow) {
  return new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
}

async function run(name, makeRequest) {
  const latencies = [];
  const deadline = Date.now() + SECONDS * 1000;
  let failures = 0;
  async function worker() {
    while (Date.now() < deadline) {
      const started = performance.now();
      const response = await makeRequest();
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) failures += 1;
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    requests: latencies.length,
    failures,
    perSecond: Math.round(latencies.length / elapsed),
    p50: at(0.5).toFixed(1),
    p99: at(0.99).toFixed(1),
  };
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'brokerage-bench-'));
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const ready = Date.now() + 90_000;
  for (;;) {
    if (Date.now() > ready) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const body = JSON.stringify({
    quoteFor: 'single',
    person1Age: 45,
    preExistingPerson1: 'no',
    coverage: 100000,
    province: 'ON',
    startDate: isoDate(10),
    endDate: isoDate(39),
  });
  const quote = () =>
    fetch(`${base}/api/quotations/visitors-to-canada`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  const health = () => fetch(`${base}/api/health`);
  await run('warm-up', quote);
  const results = [
    await run('GET /api/health', health),
    await run('POST /api/quotations/visitors-to-canada', quote),
  ];
  console.table(results);
  const [h, q] = results;
  console.log(
    `quotes: p99 ${q.p99} ms (target <= 20), ${q.perSecond}/s = ${Math.round((100 * q.perSecond) / h.perSecond)}% of health (target >= 50%)`,
  );
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
