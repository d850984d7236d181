// The real API server (`npm run serve`: apps/api/src/server.ts under tsx) as a child process on a
// free port of 127.0.0.1, so the reliability suite talks to it over real HTTP and can kill -9 it.

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reliabilityTestSettings } from '../../src/config/env.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER_ENTRY = 'apps/api/src/server.ts';

export const ADMIN_EMAIL = 'reliability.admin@example.com';
export const ADMIN_PASSWORD = 'Reliab1lity#Adm1';
/** One secret for every process of a test, so a token signed by one is accepted by the other (N3). */
export const JWT_SECRET = 'reliability-suite-secret-long-enough-for-the-schema';
const START_TIMEOUT_MS = 120_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function makeDataDir(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `brokerage-reliability-${label}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface ServerOptions {
  dataDir: string;
  /** Unset: embedded PGlite under dataDir (N2). */
  databaseUrl?: string;
  smtpUrl?: string;
  redisUrl?: string;
  /** Extra variables (e.g. BOOKING_SLOT_CAPACITY). */
  env?: Record<string, string>;
  /** Reuse a port (a restart on the same address); a free one otherwise. */
  port?: number;
}

export interface ServerProcess {
  readonly baseUrl: string;
  readonly port: number;
  readonly pid: number;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
  /** The error lines logged so far (pino level 50 and above), to explain a failed expectation. */
  errorLog(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed (a crash or a power cut of the process). */
  kill9(): Promise<void>;
  /** SIGTERM (graceful close), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...reliabilityTestSettings().inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: options.smtpUrl ?? '',
      REDIS_URL: options.redisUrl ?? '',
      JWT_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      STAFF_EMAIL: 'staff@example.com',
      PUBLIC_URL: baseUrl,
      // The suite tests the API; it must not depend on `npm run build`.
      WEB_BUILD_DIR: path.join(options.dataDir, 'no-web-build'),
      // The test client is the load balancer: X-Forwarded-For carries the visitor's address, so
      // per-IP limits count visitors, not the one test process (N3).
      TRUST_PROXY: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await signalAndWait(child, 'SIGKILL', 5_000);
    throw error;
  }
  return {
    baseUrl,
    port,
    pid: child.pid ?? -1,
    output,
    errorLog: () =>
      log
        .split('\n')
        .filter((line) => /"level":(5|6)0/.test(line))
        .join('\n'),
    kill9: async () => {
      await signalAndWait(child, 'SIGKILL', 10_000);
    },
    stop: async () => {
      const exited = await signalAndWait(child, 'SIGTERM', 15_000);
      if (!exited) await signalAndWait(child, 'SIGKILL', 5_000);
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during start (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function signalAndWait(child: ChildProcess, signal: NodeJS.Signals, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
    child.kill(signal);
  });
}
