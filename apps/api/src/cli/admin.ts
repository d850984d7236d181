// `npm run admin -- --email x@y.ca [--password '...']` (N18): creates the admin, or promotes an
// existing account (and sets its password when --password is given). Uses the same DATABASE_URL
// or DATA_DIR as the server; with the embedded database, stop the server first (PGlite allows
// one process at a time).

import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { createDb } from '../db/client.ts';
import { ensureAdmin } from '../features/accounts/ensure-admin.ts';
import { holdDataFolder } from '../features/operations/server-lock.ts';

const USAGE = "Usage: npm run admin -- --email admin@example.com [--password 'S3cret!pass']";

async function main(): Promise<number> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' } },
      allowPositionals: false,
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (values.email === undefined) {
    process.stderr.write(`--email is required.\n${USAGE}\n`);
    return 2;
  }
  if (values.password !== undefined && values.password.length < 8) {
    process.stderr.write('--password must be at least 8 characters long.\n');
    return 2;
  }
  const config = loadEnv();
  // Issue 17: two processes on one embedded database corrupt it; refuse while a server holds it.
  let release: (() => void) | undefined;
  try {
    if (config.databaseUrl === undefined) release = holdDataFolder(config.dataDir, { role: 'command' });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
  const client = await createDb(config);
  try {
    await client.migrate();
    const outcome = await ensureAdmin(client.db, {
      email: values.email,
      ...(values.password === undefined ? {} : { password: values.password }),
      setPassword: true,
    });
    process.stdout.write(`Admin ${outcome}.\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  } finally {
    await client.close();
    release?.();
  }
}

process.exitCode = await main();
