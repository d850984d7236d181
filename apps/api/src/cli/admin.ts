// `npm run admin -- --email x@y.ca` (N18): creates the admin, or promotes an existing account. The
// password comes from ADMIN_PASSWORD or is typed at a prompt that does not echo it, never from the
// command line (shell history, and npm prints the command back); it follows the site's password
// rule (N39). Uses the same DATABASE_URL or DATA_DIR as the server and nothing else of its
// configuration; with the embedded database, stop the server first (one process at a time).

import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { STRONG_PASSWORD_MESSAGE } from '@brokerage/shared/validation/messages';
import { isStrongPassword } from '@brokerage/shared/validation/password-fields';
import { loadCommandEnv } from '../config/env.ts';
import { createDb } from '../db/client.ts';
import { ensureAdmin } from '../features/accounts/ensure-admin.ts';
import { holdDataFolder } from '../features/operations/server-lock.ts';

const USAGE =
  'Usage: npm run admin -- --email admin@example.com\n' +
  'The password is read from ADMIN_PASSWORD, or asked for when the command runs in a terminal.';

/** Reads one line from the terminal without showing what is typed. */
async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  process.stdout.write(question);
  muted = true;
  try {
    return await new Promise<string>((resolve) => reader.question('', resolve));
  } finally {
    reader.close();
    process.stdout.write('\n');
  }
}

async function readPassword(email: string, fromEnv: string | undefined): Promise<string | undefined> {
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) return undefined;
  const typed = await promptHidden(`Password for ${email} (Enter keeps an existing account's password): `);
  return typed === '' ? undefined : typed;
}

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
  if (values.password !== undefined) {
    process.stderr.write(
      '--password is not accepted: a password on the command line is kept in shell history and printed by npm.\n' +
        `${USAGE}\n`,
    );
    return 2;
  }
  if (values.email === undefined) {
    process.stderr.write(`--email is required.\n${USAGE}\n`);
    return 2;
  }
  let config;
  try {
    config = loadCommandEnv();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  const password = await readPassword(values.email, config.adminPassword);
  if (password !== undefined && !isStrongPassword(password)) {
    process.stderr.write(`The password does not follow the site's rule. ${STRONG_PASSWORD_MESSAGE}.\n`);
    return 2;
  }
  // Two processes on one embedded database corrupt it; refuse while a server holds it (ADR 0071).
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
      ...(password === undefined ? {} : { password }),
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
