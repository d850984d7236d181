import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { asOfOffsetFromEnv, shiftTestClock } from './as-of.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker; a test file uses its worker's (support/test-server.ts). */
    servers: { baseUrl: string; dataDir: string }[];
    /** The admin the server creates at start (N18), for admin-area tests. */
    adminEmail: string;
    adminPassword: string;
    /** From the real clock to E2E_AS_OF, 0 when unset (ADR 0087). */
    clockOffsetMs: number;
  }
}

const WEB_BUILD = path.resolve(import.meta.dirname, '../../build/client');

// Starts the real server (the one `npm start` runs) on a free port with a temporary DATA_DIR, once
// per worker of the project (maxWorkers), so that files side by side do not share one.
export default async function setup(project: TestProject) {
  if (
    !existsSync(path.join(WEB_BUILD, 'index.html')) &&
    !existsSync(path.join(WEB_BUILD, '__spa-fallback.html'))
  ) {
    throw new Error(`No web build at ${WEB_BUILD}. Run \`npm run build\` first (\`npm test\` does).`);
  }
  const clockOffsetMs = asOfOffsetFromEnv();
  shiftTestClock(clockOffsetMs);
  if (clockOffsetMs !== 0) console.log(`Browser tests run as of ${new Date().toISOString()} (E2E_AS_OF)`);
  project.provide('clockOffsetMs', clockOffsetMs);
  const admin = { email: 'e2e.admin@example.com', password: 'E2e#Admin123' };
  const started = await Promise.allSettled(
    Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => startServer(admin)),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
