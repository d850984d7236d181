// Runs the browser tests that book, reschedule or pick dates "as if" on each calendar edge day
// (ADR 0087): `npm run test:e2e:as-of` for all of them, or name instants to run only those:
// `npm run test:e2e:as-of -- 2028-02-29T10:00:00-05:00`. Needs the web build (`npm run build`).
// Prints each day's counts and exits 1 if any test failed.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CALENDAR_EDGE_DAYS } from '../apps/api/src/test/calendar-edge-days.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATE_SPECS = [
  'account-calls',
  'contact',
  'admin-applications',
  'account-applications',
  'travel-quote',
  'travel-seniors-and-students',
  'results-first',
  'travel-journey',
  'travel-application-plan',
  'policies',
  'inbox-and-account-use',
].map((name) => `apps/web/e2e/${name}.spec.ts`);

const chosen = process.argv.slice(2);
const days = chosen.length === 0 ? CALENDAR_EDGE_DAYS : chosen.map((asOf) => ({ label: 'as given', asOf }));

const summary = [];
for (const { label, asOf } of days) {
  process.stdout.write(`\n== browser tests as of ${asOf} (${label})\n`);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...DATE_SPECS], {
    cwd: ROOT,
    env: { ...process.env, TZ: 'UTC', E2E_AS_OF: asOf },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = `${run.stdout}${run.stderr}`;
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const tests = /Tests\s+(.+)/.exec(plain)?.[1]?.trim() ?? 'no counts (see the output above)';
  if (run.status !== 0) process.stdout.write(plain);
  summary.push({ asOf, label, status: run.status === 0 ? 'passed' : 'FAILED', tests });
  process.stdout.write(`   ${run.status === 0 ? 'passed' : 'FAILED'}: ${tests}\n`);
}

process.stdout.write('\nas of                      | day                                 | result\n');
for (const row of summary) {
  process.stdout.write(`${row.asOf.padEnd(26)} | ${row.label.padEnd(35)} | ${row.status}: ${row.tests}\n`);
}
process.exit(summary.every((row) => row.status === 'passed') ? 0 : 1);
