import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { asOfOffsetFromEnv, shiftTestClock } from './as-of.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The admin the server creates at start (N18), for admin-area tests. */
    adminEmail: string;
    adminPassword: string;
    /** From the real clock to E2E_AS_OF, 0 when unset (ADR 0087). */
    clockOffsetMs: number;
  }
}

const WEB_BUILD = path.resolve(import.meta.dirname, '../../build/client');

// Starts the real server (the one `npm start` runs) on a free port with a temporary DATA_DIR.
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
  const server = await startServer(admin);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);
  return () => server.stop();
}
