// Shared by the bench scripts (bench-quotes, bench-api, bench-lighthouse): start the real server
// (`apps/api/src/server.ts`, as `npm run serve` does) on a free port with a throwaway DATA_DIR
// (embedded PGlite unless DATABASE_URL is set), wait for /api/health (readiness), and run autocannon.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export function freePort() {
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
  const deadline = Date.now() + 90_000;
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
  throw new Error('server did not become healthy within 90 s');
}

/**
 * Starts the server; `env` adds variables (for example TRUST_PROXY), `nodeArgs` Node options (for
 * example `--cpu-prof`), `dataDir` a data directory to use and keep (bench-inbox's seeded one).
 * Resolves to `{ base, database, stop }`; `stop()` ends the server and deletes a throwaway data
 * directory.
 */
export async function startBenchServer({ env = {}, name = 'bench', nodeArgs = [], dataDir: given } = {}) {
  const dataDir = given ?? (await mkdtemp(path.join(tmpdir(), `${name}-`)));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The load comes from one client: the per-client quote limit is lifted (ADR 0092).
      QUOTE_RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    if (given === undefined) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  return { base, database, pid: child.pid, stop };
}

/** The 1, 5 and 15 minute load averages: the figures mean little on a busy machine. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

// User plus system CPU of a process in milliseconds, or null where /proc is missing. It varies much
// less with the machine's load than requests per second do (ADR 0053).
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

// What a browser sends: the API compresses large JSON answers for it, so the figures
// include that work.
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function withBrowserHeaders(options) {
  const add = (headers) => ({ 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers });
  return {
    ...options,
    headers: add(options.headers),
    ...(options.requests
      ? { requests: options.requests.map((r) => ({ ...r, headers: add(r.headers) })) }
      : {}),
  };
}

/**
 * One autocannon run, every request with a browser's Accept-Encoding; resolves to its result. With `pid` (the server's), the result also carries
 * `cpuUsPerRequest`, the server's CPU time per request.
 */
export function runAutocannon(options, pid) {
  const before = pid === undefined ? null : cpuMs(pid);
  return new Promise((resolve, reject) => {
    autocannon(withBrowserHeaders(options), (error, result) => {
      if (error) return reject(error);
      const after = pid === undefined ? null : cpuMs(pid);
      result.cpuUsPerRequest =
        before === null || after === null
          ? null
          : Math.round(((after - before) * 1000) / result.requests.total);
      resolve(result);
    });
  });
}

/** A console.table row: requests per second, latency percentiles, ratio to a reference run. */
export function benchRow(name, result, reference) {
  return {
    route: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'ratio to liveness': reference ? (result.requests.average / reference.requests.average).toFixed(2) : '',
    'p99 / liveness p99': reference
      ? (result.latency.p99 / Math.max(1, reference.latency.p99)).toFixed(2)
      : '',
    'server CPU µs/req': result.cpuUsPerRequest ?? 'n/a',
    '2xx': result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
