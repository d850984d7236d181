import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverClockAsOf } from './as-of.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within 180 s:\n${output()}`);
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (the one `npm start` runs) on a free port with a temporary DATA_DIR and
 * the given admin (N18). Tests that change site-wide state (rate tables) start their own.
 */
export async function startServer(admin: { email: string; password: string }): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brokerage-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Every browser test is one client (127.0.0.1) for the whole run: no per-client quote limit.
      QUOTE_RATE_LIMIT_PER_MINUTE: '0',
      // To diagnose a run: E2E_LOG_LEVEL=info E2E_LOG_FILE=/tmp/e2e-server.log keeps the servers' logs.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // The embedded database, or PostgreSQL with E2E_DATABASE_URL (an empty database the run
      // fills: `createdb -h 127.0.0.1 -U postgres e2e`), for the specs that must pass on both.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      CLOCK_AS_OF: serverClockAsOf() ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    // A server that never became healthy must not outlive the run.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (process.env.E2E_LOG_FILE)
        appendFileSync(process.env.E2E_LOG_FILE, `== server on port ${port}\n${log}`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
