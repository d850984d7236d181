// `npm run bench:api`: starts the real server on a free port with a throwaway data
// directory (scripts/lib/bench-server.mjs) and runs autocannon at 50 connections, one route after
// the other in the same run, against: the liveness route (GET /api/health/live, touches nothing:
// the reference), the readiness route (database ping), content calls, a visitor quote, a
// life quote and a contact submission. Prints requests per second, p50, p99, 2xx counts and each
// route's ratio to the liveness route. BENCH_SECONDS (default 10) sets each run's length.
//
// The contact call is rate-limited per client IP (20 per 15 minutes, features/contact/routes.ts).
// It is measured twice, with the limit in force both times:
// - as many visitors: the server runs with TRUST_PROXY=true (an existing setting, README) and every
//   request carries its own X-Forwarded-For address, so each is a first submission that is stored
//   and mailed (the outbox writes .eml files into the throwaway DATA_DIR);
// - as one visitor: the limiter lets 20 through and answers the rest 429.

import { lifeQuoteRequest, visitorQuoteRequest } from './lib/bench-requests.mjs';
import { benchRow, runAutocannon, startBenchServer } from './lib/bench-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const json = { 'content-type': 'application/json' };
const lifeQuote = JSON.stringify(lifeQuoteRequest());
const visitorQuote = JSON.stringify(visitorQuoteRequest());
const contact = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Visitor',
  email: 'bench.visitor@example.com',
  mobile: '416-555-0198',
  products: [19],
  message: 'Autocannon contact submission (bench:api).',
});

// 10.0.0.1, 10.0.0.2, ...: a new client address for every contact request.
let clientCounter = 0;
function nextClientAddress() {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

const ROUTES = [
  { name: 'GET /api/health/live (liveness)', options: { path: '/api/health/live' } },
  { name: 'GET /api/health (readiness)', options: { path: '/api/health' } },
  { name: 'GET /api/insurances/app/home (content)', options: { path: '/api/insurances/app/home' } },
  { name: 'GET /api/blogs/2021/03/1 (content)', options: { path: '/api/blogs/2021/03/1' } },
  {
    name: 'POST /api/quotations/visitors-to-canada',
    options: {
      path: '/api/quotations/visitors-to-canada',
      method: 'POST',
      headers: json,
      body: visitorQuote,
    },
  },
  {
    name: 'POST /api/quotations/term-life',
    options: { path: '/api/quotations/term-life', method: 'POST', headers: json, body: lifeQuote },
  },
  {
    name: 'POST /api/contact (a new visitor each)',
    options: {
      requests: [
        {
          path: '/api/contact',
          method: 'POST',
          headers: json,
          body: contact,
          setupRequest: (request) => ({
            ...request,
            headers: { ...json, 'x-forwarded-for': nextClientAddress() },
          }),
        },
      ],
    },
  },
  {
    name: 'POST /api/contact (one visitor, rate-limited)',
    options: {
      path: '/api/contact',
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '192.0.2.10' },
      body: contact,
    },
  },
];

const { base, database, pid, stop } = await startBenchServer({
  name: 'bench-api',
  env: { TRUST_PROXY: 'true' },
});

// autocannon takes the path in `url` (or per entry of `requests`), not as a top-level option.
function autocannonOptions(route, duration) {
  const { path, ...rest } = route.options;
  return { url: path === undefined ? base : `${base}${path}`, connections, duration, ...rest };
}
try {
  // Each route answers correctly before it is measured.
  for (const route of ROUTES.slice(0, 7)) {
    const { path, method = 'GET', headers, body } = route.options.requests?.[0] ?? route.options;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, 'x-forwarded-for': '198.51.100.1' },
      body,
    });
    if (!response.ok) throw new Error(`${route.name}: ${response.status} ${await response.text()}`);
  }
  // A short warm-up of every route (JIT, rate tables, statement caches) before measuring.
  for (const route of ROUTES.slice(0, 6)) {
    await runAutocannon(autocannonOptions(route, 2));
  }

  const results = [];
  for (const route of ROUTES) {
    results.push(await runAutocannon(autocannonOptions(route, seconds), pid));
  }
  const health = results[0];
  console.log(`\nautocannon, ${connections} connections, ${seconds} s each, database: ${database}`);
  console.table(ROUTES.map((route, i) => benchRow(route.name, results[i], health)));
  const limited = results[7];
  console.log(
    `one visitor's contact submissions: ${limited['2xx']} stored (limit 20 per 15 minutes), ` +
      `${limited.non2xx} refused with 429`,
  );
} finally {
  await stop();
}
