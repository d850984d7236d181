// Throwaway PostgreSQL databases on the machine's server, and a check that Redis answers.

import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import pg from 'pg';
import { reliabilityTestSettings, testDatabaseUrl } from '../../src/config/env.ts';

/** The server to create databases on; TEST_DATABASE_URL (as for the API tests) when set. */
const SERVER_URL = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = reliabilityTestSettings().redisUrl ?? 'redis://127.0.0.1:6379';

export interface ScratchDatabase {
  url: string;
  /** Runs one query on the scratch database (a fresh connection each time). */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>, url = SERVER_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `reliability_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer((admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (text, values) =>
      onServer(async (client) => (await client.query(text, values)).rows, url.toString()),
    drop: async () => {
      await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** Resolves when something accepts connections at the Redis URL; rejects with a clear message otherwise. */
export function assertRedisListening(url = REDIS_URL): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    const fail = () => {
      socket.destroy();
      reject(new Error(`Redis is not reachable at ${url}; the two-process test needs it (N3).`));
    };
    socket.once('error', fail);
    socket.once('timeout', fail);
    socket.connect(Number(port || 6379), hostname);
  });
}
