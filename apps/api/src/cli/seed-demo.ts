// `npm run seed:demo -- --leads 100000` (ADR 0091): fills the database of DATABASE_URL
// (or the embedded one under DATA_DIR; stop the server first) with varied demo leads of every type,
// four demo advisors who work them, and 200 demo customers who own the life applications. The
// demo staff cannot sign in (their password is random and not printed). Prints what it wrote.

import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { createDb } from '../db/client.ts';
import {
  demoLeadSplit,
  insertDemoCustomers,
  insertDemoLeads,
  insertDemoStaff,
  workDemoInbox,
} from '../db/demo-leads.ts';
import type { DemoLeadCounts } from '../db/demo-leads.ts';
import { seedDatabase } from '../db/seed.ts';
import { hashPassword } from '../features/accounts/account-secrets.ts';
import { holdDataFolder } from '../features/operations/server-lock.ts';

const USAGE = 'Usage: npm run seed:demo -- --leads 100000';
const BATCH = 10_000;
const MAX_LEADS = 2_000_000;

async function main(): Promise<number> {
  let leads: number;
  try {
    const { values } = parseArgs({ options: { leads: { type: 'string', default: '1000' } } });
    leads = Number(values.leads);
    if (!Number.isInteger(leads) || leads < 1 || leads > MAX_LEADS) {
      throw new Error(`--leads must be a whole number from 1 to ${MAX_LEADS}`);
    }
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const config = loadEnv();
  let release: (() => void) | undefined;
  try {
    if (config.databaseUrl === undefined) release = holdDataFolder(config.dataDir, { role: 'command' });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
  const client = await createDb(config);
  const started = Date.now();
  try {
    await client.migrate();
    await seedDatabase(client.db);
    // A new salt each run: a second run adds other people rather than the same ones again.
    const run = randomBytes(3).toString('hex');
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const staff = await insertDemoStaff(client.db, passwordHash, run);
    const customers = await insertDemoCustomers(client.db, passwordHash, run);
    const written: DemoLeadCounts = { ...demoLeadSplit(leads), staff: staff.length };
    for (const [kind, count] of Object.entries(demoLeadSplit(leads)) as [
      keyof ReturnType<typeof demoLeadSplit>,
      number,
    ][]) {
      let done = 0;
      for (let from = 1; from <= count; from += BATCH) {
        const to = Math.min(count, from + BATCH - 1);
        done += await client.db.transaction((tx) => insertDemoLeads(tx, kind, { from, to, run, customers }));
      }
      written[kind] = done;
      process.stdout.write(`${kind}: ${done}\n`);
    }
    await workDemoInbox(client.db, staff);
    process.stdout.write(
      `Demo data written in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(written)}\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    return 1;
  } finally {
    await client.close();
    release?.();
  }
}

process.exitCode = await main();
