// `npm run bench:quote-cpu`: the API's CPU time per request, in process (app.inject, no sockets),
// for the routes bench-quotes measures. CPU per request moves much less with the shared machine's
// load than requests per second (ADR 0053, ADR 0096), so it is the figure to compare before and
// after a change on the quote path; liveness gives the share of inject itself. 50 requests in
// flight at a time, as the bench's 50 connections (so the group commit's batches are larger than a
// real server's). QUOTE_CPU_REQUESTS (default 4000) per route; QUOTE_CPU_ONLY=<part of a name> one
// route (and liveness); DATABASE_URL a PostgreSQL database instead of embedded PGlite under a
// throwaway DATA_DIR.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  lifeQuoteRequest,
  variedLifeQuoteRequests,
  variedVisitorQuoteRequests,
  visitorQuoteRequest,
} from './lib/bench-requests.mjs';
import { BROWSER_ACCEPT_ENCODING } from './lib/bench-server.mjs';

const { buildApp } = await import('../apps/api/src/app.ts');
const { loadEnv } = await import('../apps/api/src/config/env.ts');
const { createDb } = await import('../apps/api/src/db/client.ts');
const { seedDatabase } = await import('../apps/api/src/db/seed.ts');

// QUOTE_CPU_PROF=<dir>: a CPU profile of each route's measured requests (not start-up) written there.
const profileDir = process.env.QUOTE_CPU_PROF;
let profiler;
if (profileDir !== undefined) {
  await mkdir(profileDir, { recursive: true });
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
}
const count = Number(process.env.QUOTE_CPU_REQUESTS ?? 4000);
const dataDir = await mkdtemp(path.join(tmpdir(), 'quote-cpu-'));
const config = loadEnv({
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  JWT_SECRET: 'measure-secret-that-is-long-enough-for-the-schema',
  QUOTE_RATE_LIMIT_PER_MINUTE: '0',
  WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
});
const dbClient = await createDb(config);
await dbClient.migrate();
await seedDatabase(dbClient.db);
const app = await buildApp({ config, db: dbClient });
await app.ready();

const headers = { 'content-type': 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING };
async function measure(name, makeRequest) {
  const run = async (n) => {
    for (let i = 0; i < n; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, n - i) }, async () => {
          const response = await app.inject(makeRequest());
          if (response.statusCode >= 500) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
          return response;
        }),
      );
    }
  };
  await run(Math.min(1000, count / 4)); // warm-up
  if (profiler !== undefined) await profiler.post('Profiler.start');
  const before = process.cpuUsage();
  const start = process.hrtime.bigint();
  await run(count);
  const cpu = process.cpuUsage(before);
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (profiler !== undefined) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(
      path.join(profileDir, `${name.replaceAll(' ', '-')}.cpuprofile`),
      JSON.stringify(profile),
    );
  }
  return {
    name,
    cpuUsPerRequest: Math.round((cpu.user + cpu.system) / count),
    wallUsPerRequest: Math.round((wallMs * 1000) / count),
  };
}
const post = (url, body) => ({ method: 'POST', url, headers, payload: JSON.stringify(body) });
const LIFE = '/api/quotations/term-life';
const VISITORS = '/api/quotations/visitors-to-canada';
const lifeNext = variedLifeQuoteRequests();
const visitorNext = variedVisitorQuoteRequests();
const only = process.env.QUOTE_CPU_ONLY;
const routes = [
  ['liveness', () => ({ method: 'GET', url: '/api/health/live', headers })],
  ['term-life varied', () => post(LIFE, lifeNext())],
  ['term-life identical', () => post(LIFE, lifeQuoteRequest())],
  ['visitors varied', () => post(VISITORS, visitorNext())],
  ['visitors identical', () => post(VISITORS, visitorQuoteRequest())],
].filter(([name]) => only === undefined || name === 'liveness' || name.includes(only));
const rows = [];
for (const [name, make] of routes) rows.push(await measure(name, make));
console.log(`database: ${dbClient.kind}, ${count} requests per route`);
console.table(rows);
await app.close();
await dbClient.close();
await rm(dataDir, { recursive: true, force: true });
