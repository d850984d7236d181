// Reliability (N4): 5,000 generated malformed requests spread over every API call the
// running server documents (its OpenAPI document, so a new route is fuzzed without editing this
// file): wrong types, missing fields, huge strings, bad JSON, wrong content types, odd path
// parameters, with no token, a forged one or a real admin token. No answer may be a 5xx, every
// refusal is JSON with a `message`, and the process is still healthy afterwards.
//
// fast-check generates the requests from a fixed seed (logged; FUZZ_SEED overrides it), so a run
// in CI is reproducible: rerun with the printed seed to get the same 5,000 requests.

import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reliabilityTestSettings } from '../src/config/env.ts';
import { createScratchDatabase } from './support/databases.ts';
import type { ScratchDatabase } from './support/databases.ts';
import type { Answer } from './support/http.ts';
import { adminToken, call, contactBody } from './support/http.ts';
import { makeDataDir, removeDir, startServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';

const REQUESTS = 5_000;
const CONCURRENCY = 16;
const SEED = Number(reliabilityTestSettings().fuzzSeed ?? 20_261_123);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: string;
  /** OpenAPI form, e.g. /api/contact/{id}. */
  path: string;
  /** Top-level property names of the JSON body, when there is one. */
  bodyKeys: string[];
  hasBody: boolean;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  auth: 'none' | 'forged' | 'admin';
  label: string;
}

let server: ServerProcess;
let dataDir: string;
let database: ScratchDatabase;

// On PostgreSQL: the queries are the same as on PGlite (N2), whose fresh initdb is slow on 2 cores.
beforeAll(async () => {
  dataDir = makeDataDir('fuzz');
  database = await createScratchDatabase('fuzz');
  server = await startServer({ dataDir, databaseUrl: database.url });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  removeDir(dataDir);
});

async function documentedOperations(baseUrl: string): Promise<Operation[]> {
  const answer = await call(baseUrl, 'GET', '/api/docs/json');
  const doc = answer.json as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
    >;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        hasBody: operation.requestBody !== undefined,
        bodyKeys: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  return operations;
}

// Values of the wrong kind for any field.
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -0),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '2026-02-30', '1900-01-01', '99:99', 'null', '<script>', "' or 1=1 --", '\u0000'),
  fc.constantFrom(301, 2_001, 70_000).map((n) => 'x'.repeat(n)),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

const oddSegment = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    'null',
    'undefined',
    '%zz',
    '%00',
    '..',
    '%2e%2e',
    '%2F',
  ),
  fc.uuid(),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.nat({ max: 10_000 }).map((n) => 'a'.repeat(n)),
);

const oddQuery = fc.option(
  fc.oneof(
    fc.constantFrom('?', '?page=-1', '?a=%zz', '?__proto__[x]=1', '?email=&token=', '?a[b][c]=1'),
    fc
      .dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 })
      .map((q) => `?${new URLSearchParams(q).toString()}`),
  ),
  { nil: '' },
);

function bodyArbitrary(operation: Operation) {
  const keys = operation.bodyKeys.length > 0 ? operation.bodyKeys : ['email', 'page', 'id'];
  const json = (value: unknown) => ({ type: 'application/json', body: JSON.stringify(value) });
  return fc.oneof(
    // The expected fields, some missing, each of a wrong type.
    fc
      .record(Object.fromEntries(keys.map((k) => [k, wrongValue])), { requiredKeys: [] })
      .map((value) => ({ label: 'wrong fields', ...json(value) })),
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ label: 'any JSON', ...json(value) })),
    fc.constantFrom(
      { label: 'empty JSON body', type: 'application/json', body: '' },
      { label: 'JSON null', type: 'application/json', body: 'null' },
      {
        label: 'proto pollution',
        type: 'application/json',
        body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
      },
      { label: 'deep nesting', type: 'application/json', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
      {
        label: 'over the body limit',
        type: 'application/json',
        body: `{"message":"${'y'.repeat(1_100_000)}"}`,
      },
    ),
    fc
      .string({ maxLength: 60 })
      .map((text) => ({ label: 'bad JSON', type: 'application/json', body: `{${text}` })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/octet-stream',
          'invalid type',
        ),
        fc.string({ maxLength: 80 }),
      )
      .map(([type, body]) => ({ label: `content type ${type}`, type, body })),
    fc.constant({ label: 'no body', type: '', body: '' }),
  );
}

function requestArbitrary(
  operations: Operation[],
): fc.Arbitrary<Omit<FuzzRequest, 'headers'> & { type: string }> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .record({
        segments: fc.array(oddSegment, { minLength: 4, maxLength: 4 }),
        query: oddQuery,
        body: bodyArbitrary(operation),
        auth: fc.constantFrom('none', 'forged', 'admin'),
        // Now and then the wrong method on a documented path.
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constant(operation.method) },
          { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
        ),
      })
      .map(({ segments, query, body, auth, method }) => {
        let i = 0;
        const path = operation.path.replace(/\{[^}]+\}/g, () => segments[i++] ?? '');
        const withBody = method !== 'GET' && method !== 'HEAD' && body.type !== '';
        return {
          method,
          url: `${path}${query}`,
          type: withBody ? body.type : '',
          ...(withBody ? { body: body.body } : {}),
          auth: auth as FuzzRequest['auth'],
          label: `${operation.method} ${operation.path}: ${withBody ? body.label : 'no body'}`,
        };
      }),
  );
}

async function send(request: FuzzRequest): Promise<Answer> {
  return call(server.baseUrl, request.method, request.url, {
    headers: request.headers,
    ...(request.body === undefined ? {} : { rawBody: request.body }),
  });
}

it(`answers ${REQUESTS} malformed requests over every API call without a 5xx`, async () => {
  const operations = await documentedOperations(server.baseUrl);
  // A floor, so a broken document cannot make this test pass on nothing.
  expect(operations.length).toBeGreaterThan(40);
  const admin = await adminToken(server.baseUrl);

  console.info(
    `[fuzz] seed ${SEED} (set FUZZ_SEED to replay), ${REQUESTS} requests over ${operations.length} calls`,
  );
  const generated = fc.sample(requestArbitrary(operations), { seed: SEED, numRuns: REQUESTS });
  const requests: FuzzRequest[] = generated.map(({ type, ...request }) => ({
    ...request,
    headers: {
      ...(type === '' ? {} : { 'content-type': type }),
      ...(request.auth === 'admin' ? { authorization: `Bearer ${admin}` } : {}),
      ...(request.auth === 'forged' ? { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJrZXkiOnRydWV9.' } : {}),
    },
  }));

  const failures: string[] = [];
  const byStatus = new Map<number, number>();
  const calls = new Set<string>();
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const request = requests[next++];
        if (request === undefined) break;
        calls.add(request.label.split(':')[0] ?? '');
        let answer: Answer;
        try {
          answer = await send(request);
        } catch (error) {
          failures.push(
            `${request.method} ${request.url.slice(0, 120)} (${request.label}): no answer, ${(error as Error).message}`,
          );
          continue;
        }
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        const message = (answer.json as { message?: unknown } | undefined)?.message;
        const problem =
          answer.status >= 500
            ? 'a 5xx'
            : !answer.contentType.startsWith('application/json') || answer.json === undefined
              ? 'not JSON'
              : answer.status >= 300 && typeof message !== 'string'
                ? 'no message'
                : undefined;
        if (problem !== undefined) {
          failures.push(
            `${problem}: ${request.method} ${request.url.slice(0, 120)} (${request.label}, auth ${request.auth}) -> ${answer.status} ${answer.text.slice(0, 160)}`,
          );
        }
      }
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(
    `[fuzz] ${REQUESTS} requests in ${seconds} s over ${calls.size} calls; statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)))}`,
  );
  expect(calls.size).toBe(operations.length);
  expect(failures.slice(0, 30)).toEqual([]);

  // Still healthy: the health check answers and a valid request still goes through.
  const health = await call(server.baseUrl, 'GET', '/api/health');
  expect(health.status).toBe(200);
  const contact = await call(server.baseUrl, 'POST', '/api/contact', { body: contactBody(1, 'after-fuzz') });
  expect(contact.status).toBe(200);
}, 240_000);
