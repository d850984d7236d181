// Running it for real. (1) Two processes on one PostgreSQL and Redis behind nothing but
// their ports: a quote, a booking and a rate import made on one are seen by the other, and the
// metrics answer. (2) `npm run backup` while a server holds the embedded database (through its
// control socket, without stopping it), `npm run restore` refused while it runs, then the backup
// restored into a fresh embedded database and into PostgreSQL (moving a site), each served again.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addYears, todayInZone } from '@brokerage/shared/dates/civil-date';
import { reliabilityTestSettings } from '../src/config/env.ts';
import { assertRedisListening, createScratchDatabase, REDIS_URL } from './support/databases.ts';
import type { ScratchDatabase } from './support/databases.ts';
import {
  adminToken,
  call,
  contactBody,
  contactEmail,
  listAllPages,
  tomorrowInToronto,
} from './support/http.ts';
import { makeDataDir, removeDir, startServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';
import { waitFor } from './support/smtp-peer.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const METRICS_TOKEN = 'reliability-metrics-token-0123';
const runId = randomBytes(4).toString('hex');
const databases: ScratchDatabase[] = [];
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const database of databases) await database.drop();
  for (const dir of dataDirs) removeDir(dir);
});

function dataDir(label: string): string {
  const dir = makeDataDir(label);
  dataDirs.push(dir);
  return dir;
}

async function server(options: Parameters<typeof startServer>[0]): Promise<ServerProcess> {
  const started = await startServer(options);
  servers.push(started);
  return started;
}

const quoteBody = () => ({
  birthDate: addYears(todayInZone(new Date()), -40),
  gender: 'male',
  smoke: false,
  citizen: true,
  province: 'ON',
  coverage: 500000,
  premiumPaymentDuration: 'annually',
  paymentPeriod: 2,
  page: 1,
});

interface QuoteAnswer {
  quoteId: string;
  rateVersions: string[];
  quotes: { insurerCode: string; premiumAmount: number }[];
}

describe('two processes on one PostgreSQL and Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: ScratchDatabase;
  /** Signed in once on A, used on both: one sign-in counts against the shared per-account limit. */
  let token = '';

  beforeAll(async () => {
    await assertRedisListening();
    database = await createScratchDatabase('ops');
    databases.push(database);
    const env = { BOOKING_SLOT_CAPACITY: '1', METRICS_TOKEN };
    [a, b] = (await Promise.all(
      ['ops-a', 'ops-b'].map((label) =>
        server({ dataDir: dataDir(label), databaseUrl: database.url, redisUrl: REDIS_URL, env }),
      ),
    )) as [ServerProcess, ServerProcess];
    token = await adminToken(a.baseUrl);
  });

  it('a quote made on one is stored for both and priced the same by the other', async () => {
    const onA = await call(a.baseUrl, 'POST', '/api/quotations/term-life', { body: quoteBody() });
    expect(onA.status, onA.text).toBe(200);
    const quoteA = (onA.json as { data: QuoteAnswer }).data;
    const onB = await call(b.baseUrl, 'POST', '/api/quotations/term-life', { body: quoteBody() });
    const quoteB = (onB.json as { data: QuoteAnswer }).data;
    expect(quoteB.quotes).toEqual(quoteA.quotes);
    expect(quoteB.rateVersions).toEqual(quoteA.rateVersions);
    const stored = await database.query<{ id: string }>(
      'select id from life_quote_requests where id = any($1)',
      [[quoteA.quoteId, quoteB.quoteId]],
    );
    expect(stored).toHaveLength(2);
  });

  it('a booking made on one fills the slot on the other', async () => {
    const date = tomorrowInToronto();
    const booking = (email: string) => ({
      date,
      time: '11:00',
      products: [2],
      firstName: 'Shared',
      lastName: 'Slot',
      email,
      mobile: '416-555-0198',
    });
    const first = await call(a.baseUrl, 'POST', '/api/contact/book-appointment', {
      body: booking(`ops.${runId}.1@example.com`),
    });
    expect(first.status, first.text).toBe(200);
    const slots = await call(b.baseUrl, 'POST', '/api/contact/available/time-slots', { body: { date } });
    const slot = (slots.json as { data: { TIME: string; IS_AVAILABLE: boolean }[] }).data.find(
      (s) => s.TIME === '11:00',
    );
    expect(slot?.IS_AVAILABLE).toBe(false);
    const second = await call(b.baseUrl, 'POST', '/api/contact/book-appointment', {
      body: booking(`ops.${runId}.2@example.com`),
    });
    expect(second.status).toBe(409);
    const listed = await listAllPages<{ email: string }>(
      b.baseUrl,
      token,
      (page) => `/api/contact/booking-appointments/list/${page}`,
      'POST',
      { date },
    );
    expect(listed.map((x) => x.email)).toContain(`ops.${runId}.1@example.com`);
  });

  it('a rate version made active on one prices the quotes of the other within seconds', async () => {
    const sample = readFileSync(new URL('../src/db/rate-tables/life/term-life.csv', import.meta.url), 'utf8');
    const version = `ops-${runId}`;
    const imported = await call(a.baseUrl, 'POST', '/api/admin/rates/life', {
      token,
      body: {
        product: 'term-life',
        version,
        file: { fileName: 'term-life.csv', content: Buffer.from(sample).toString('base64') },
      },
    });
    expect(imported.status, imported.text).toBe(200);
    // An import is staged (ADR 0116): B lists it, not yet active, until A makes it active.
    const versions = await call(b.baseUrl, 'GET', '/api/admin/rates/term-life/versions', { token });
    expect((versions.json as { data: { version: string; active: boolean }[] }).data).toContainEqual(
      expect.objectContaining({ version, active: false }),
    );
    const made = await call(a.baseUrl, 'POST', `/api/admin/rates/term-life/versions/${version}/activate`, {
      token,
    });
    expect(made.status, made.text).toBe(200);
    // Each process re-reads the active rate versions at most every 5 s (ADR 0053).
    await waitFor(
      async () => {
        const answer = await call(b.baseUrl, 'POST', '/api/quotations/term-life', { body: quoteBody() });
        return ((answer.json as { data?: QuoteAnswer }).data?.rateVersions ?? []).includes(
          `term-life:${version}`,
        );
      },
      20_000,
      'process B quoting with the version imported on process A',
    );
  });

  it('each process answers the metrics with the bearer token, the outbox read from the shared database', async () => {
    const refused = await call(b.baseUrl, 'GET', '/api/metrics');
    expect(refused.status).toBe(401);
    const answer = await call(b.baseUrl, 'GET', '/api/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/^brokerage_quotes_total\{product="term-life",outcome="answered"\} [1-9]/m);
    // The booking on A queued mail (written to a file by either worker since); B counts the site's outbox.
    const outbox = (status: string) =>
      Number(
        new RegExp(`^brokerage_mail_outbox\\{status="${status}"\\} (\\d+)$`, 'm').exec(answer.text)?.[1] ?? 0,
      );
    expect(outbox('pending') + outbox('sent')).toBeGreaterThanOrEqual(2);
    expect(answer.text).toMatch(/^brokerage_db_pool_connections\{state="max"\} 10$/m);
  });
});

interface CommandResult {
  code: number | null;
  out: string;
}

function runCommand(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}.ts`, ...args], {
      cwd: REPO_ROOT,
      env: {
        ...reliabilityTestSettings().inherited,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('backup and restore of the embedded database', () => {
  // Two servers and four backups or restores of a whole database (its own time limit): on a busy
  // 2-core machine one start of the embedded database has taken 75 s.
  it('backs up a running server without stopping it, refuses to restore under it, and restores elsewhere', async () => {
    const source = dataDir('ops-embedded');
    const running = await server({ dataDir: source });
    const visitors = [0, 1, 2];
    for (const n of visitors) {
      const answer = await call(running.baseUrl, 'POST', '/api/contact', {
        body: contactBody(n, `ops-${runId}`),
      });
      expect(answer.status, answer.text).toBe(200);
    }

    // Visitors keep being answered while the backup runs.
    const during = Promise.all(
      Array.from({ length: 10 }, () => call(running.baseUrl, 'GET', '/api/health').then((r) => r.status)),
    );
    const backup = await runCommand('backup', [], { DATA_DIR: source });
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/is running: asking it for the backup/);
    const file = /Backup written: (\S+\.sql)/.exec(backup.out)?.[1] ?? '';
    expect(existsSync(file)).toBe(true);
    expect(await during).toEqual(Array.from({ length: 10 }, () => 200));
    expect((await call(running.baseUrl, 'GET', '/api/health')).status).toBe(200);

    const refused = await runCommand('restore', [file, '--replace'], { DATA_DIR: source });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      /Restore refused: The server \(process \d+\) holds the embedded database in .*; stop it first/,
    );
    await running.stop();

    // Into a fresh embedded database, then served.
    const copy = dataDir('ops-restored');
    const restored = await runCommand('restore', [file], { DATA_DIR: copy });
    expect(restored.code, restored.out).toBe(0);
    const again = await server({ dataDir: copy });
    const token = await adminToken(again.baseUrl);
    const contacts = await listAllPages<{ email: string }>(
      again.baseUrl,
      token,
      (page) => `/api/contact/list/${page}`,
    );
    expect(contacts.map((c) => c.email)).toEqual(
      expect.arrayContaining(visitors.map((n) => contactEmail(n, `ops-${runId}`))),
    );
    await again.stop();

    // Moving the site to PostgreSQL is the same restore, with DATABASE_URL set.
    const target = await createScratchDatabase('ops-move');
    databases.push(target);
    const moved = await runCommand('restore', [file], {
      DATA_DIR: dataDir('ops-move'),
      DATABASE_URL: target.url,
    });
    expect(moved.code, moved.out).toBe(0);
    const onServer = await target.query<{ email: string }>('select email from contact_requests');
    expect(onServer.map((r) => r.email)).toEqual(
      expect.arrayContaining(visitors.map((n) => contactEmail(n, `ops-${runId}`))),
    );
    // A second restore into the now non-empty database is refused without --replace.
    const twice = await runCommand('restore', [file], {
      DATA_DIR: dataDir('ops-move-2'),
      DATABASE_URL: target.url,
    });
    expect(twice.code).toBe(1);
    expect(twice.out).toMatch(/not empty.*--replace/);
  }, 420_000);
});
