// A request body over the limit gets its 413 JSON answer whatever the client's timing.
// The server used to answer and close while the client was still sending; the unread bytes made
// the kernel reset the connection and the client saw a network error instead of the message.
// Here 20 clients at once each send 20 oversize bodies, with a declared length (refused before
// reading) and chunked (refused part-way through), and every one must come back as a 413.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE } from '@brokerage/shared/api/api-error-contract';
import { createScratchDatabase } from './support/databases.ts';
import type { ScratchDatabase } from './support/databases.ts';
import { call, visitorIp } from './support/http.ts';
import { makeDataDir, removeDir, startServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';

const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 20;
/** Fastify's default body limit is 1 MiB; these are over it by a little and by a lot. */
const SIZES = [1_100_000, 3_000_000];

let server: ServerProcess;
let dataDir: string;
let database: ScratchDatabase;

beforeAll(async () => {
  dataDir = makeDataDir('oversize');
  database = await createScratchDatabase('oversize');
  server = await startServer({ dataDir, databaseUrl: database.url });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  removeDir(dataDir);
});

function oversizeJson(size: number): string {
  return `{"message":"${'y'.repeat(size)}"}`;
}

/** The same bytes as a stream in 64 KB pieces: sent chunked, with no content-length. */
function chunkedBody(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 65_536));
      offset += 65_536;
    },
  });
}

interface Outcome {
  label: string;
  status: number | 'network error';
  message?: unknown;
  detail?: string;
}

async function sendChunked(path: string, text: string): Promise<Outcome> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() },
    body: chunkedBody(text),
    duplex: 'half',
    signal: AbortSignal.timeout(60_000),
  } as RequestInit);
  const json = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  return { label: 'chunked', status: response.status, message: json?.message };
}

async function sendOne(client: number, n: number): Promise<Outcome> {
  const size = SIZES[(client + n) % SIZES.length] ?? SIZES[0]!;
  const path = n % 4 === 3 ? '/api/contact' : '/api/quotations/term-life';
  const chunked = n % 2 === 1;
  const label = `client ${client} request ${n}: ${path}, ${size} bytes${chunked ? ', chunked' : ''}`;
  try {
    if (chunked) return { ...(await sendChunked(path, oversizeJson(size))), label };
    const answer = await call(server.baseUrl, 'POST', path, {
      rawBody: oversizeJson(size),
      headers: { 'content-type': 'application/json' },
    });
    return { label, status: answer.status, message: (answer.json as { message?: unknown })?.message };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { label, status: 'network error', detail: `${String(error)}${cause ? ` (${cause})` : ''}` };
  }
}

it(`answers ${CLIENTS * REQUESTS_PER_CLIENT} oversize bodies from ${CLIENTS} concurrent clients with a 413 each`, async () => {
  const outcomes = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const mine: Outcome[] = [];
      for (let n = 0; n < REQUESTS_PER_CLIENT; n++) mine.push(await sendOne(client, n));
      return mine;
    }),
  );
  const failures = outcomes
    .flat()
    .filter((outcome) => outcome.status !== 413 || outcome.message !== BODY_TOO_LARGE_MESSAGE)
    .map((outcome) => `${outcome.label}: ${outcome.status} ${outcome.detail ?? String(outcome.message)}`);
  expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);

  // Still serving ordinary requests afterwards.
  const health = await call(server.baseUrl, 'GET', '/api/health');
  expect(health.status).toBe(200);
});
