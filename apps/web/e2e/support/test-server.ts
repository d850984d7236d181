import { inject } from 'vitest';

/**
 * The server this test file talks to. The global setup starts one per worker (VITEST_POOL_ID runs
 * from 1 to the project's maxWorkers), so two files run side by side on two servers and each server
 * still sees one file at a time: its rate limits, staff sign-ins and mail folder are that file's alone.
 */
export function testServer(): { baseUrl: string; dataDir: string } {
  const servers = inject('servers');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(slot - 1) % servers.length];
  if (server === undefined)
    throw new Error('The browser tests have no server: see e2e/support/global-setup.ts');
  return server;
}
