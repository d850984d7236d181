// A fresh, migrated and seeded database plus the full app for one test file (ADR 0001):
// in-memory PGlite by default; a throwaway database on a real server when TEST_DATABASE_URL is set.
// Call it once per file (beforeAll): creating a database takes a few seconds.

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { App, BuildAppOptions } from '../app.ts';
import type { AppConfig } from '../config/env.ts';
import { loadEnv, testDatabaseUrl } from '../config/env.ts';
import { createDb, createMemoryDb } from '../db/client.ts';
import type { Db, DbClient } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';

export interface TestApp {
  app: App;
  db: Db;
  dbClient: DbClient;
  config: AppConfig;
  /** Closes the app and the database, and drops the throwaway database if there is one. */
  close(): Promise<void>;
}

export interface BuildTestAppOptions {
  /** Extra environment variables, as the server would read them (e.g. WEB_BUILD_DIR). */
  env?: Record<string, string>;
  /** Seed the catalogues like a real start does. Default true. */
  seed?: boolean;
  extraRoutes?: BuildAppOptions['extraRoutes'];
  /** Defaults to a silent logger. */
  logger?: BuildAppOptions['logger'];
  /** false: no database at all (fast), for tests of the web app and headers. Default true. */
  database?: boolean;
}

/**
 * The test file's app: built before its tests (a `beforeAll` registered first, so the file's own
 * set-up can use it) and closed after them. Read its fields inside hooks and tests only.
 */
export function useTestApp(options: BuildTestAppOptions = {}): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await buildTestApp(options));
  });
  afterAll(async () => {
    await testApp.close?.();
  });
  return testApp;
}

export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'brokerage-api-test-'));
  const config = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-the-schema',
    // No web build unless a test brings one: API tests must not depend on `npm run build`.
    WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });

  const seed = options.seed !== false;
  // A server clock moved for the test (CLOCK_AS_OF) seeds at that time: no template then.
  const template = options.env?.CLOCK_AS_OF === undefined ? templateOf(seed) : undefined;
  const scratch = options.database === false ? noDatabase() : await openScratchDatabase(config, template);
  const dbClient = scratch.dbClient;
  try {
    if (options.database !== false && template === undefined) {
      await dbClient.migrate();
      if (seed) await seedDatabase(dbClient.db);
    }
    const app = await buildApp({
      config,
      db: dbClient,
      ...(options.extraRoutes === undefined ? {} : { extraRoutes: options.extraRoutes }),
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    });
    await app.ready();
    return {
      app,
      db: dbClient.db,
      dbClient,
      config,
      close: async () => {
        await app.close();
        await scratch.dispose();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await scratch.dispose().catch(() => undefined);
    throw error;
  }
}

interface ScratchDatabase {
  dbClient: DbClient;
  dispose(): Promise<void>;
}

/** The run's template database (test/database-templates.ts), when the run made one. */
function templateOf(seeded: boolean): string | undefined {
  const templates = inject('databaseTemplates');
  if (templates === undefined) return undefined;
  if (templates.kind !== (testDatabaseUrl() === undefined ? 'pglite' : 'postgres')) return undefined;
  return seeded ? templates.seeded : templates.migrated;
}

// A worker runs many test files: each template tarball is read once per worker.
const tarballs = new Map<string, Promise<Blob>>();
function tarball(file: string): Promise<Blob> {
  let blob = tarballs.get(file);
  if (blob === undefined) {
    blob = readFile(file).then((bytes) => new Blob([bytes]));
    tarballs.set(file, blob);
  }
  return blob;
}

async function openScratchDatabase(
  config: AppConfig,
  template: string | undefined,
): Promise<ScratchDatabase> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl === undefined) {
    const dbClient = await createMemoryDb(template === undefined ? {} : { from: await tarball(template) });
    return { dbClient, dispose: () => dbClient.close() };
  }

  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const copy = template === undefined ? '' : ` TEMPLATE "${template}"`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dbClient = await createDb({ databaseUrl: url.toString(), dataDir: config.dataDir });
  return {
    dbClient,
    dispose: async () => {
      await dbClient.close();
      await withAdminClient(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

function noDatabase(): ScratchDatabase {
  const fail = () => Promise.reject(new Error('this test app was built with database: false'));
  const dbClient: DbClient = {
    // Any query fails loudly through the proxy rather than returning undefined.
    db: new Proxy({} as Db, {
      get: (_target, property) => {
        // Fastify's decorate() and promise checks probe these; anything else is a real query.
        if (typeof property === 'symbol' || ['getter', 'setter', 'then'].includes(property)) return undefined;
        throw new Error('this test app was built with database: false');
      },
    }),
    kind: 'pglite',
    ping: fail,
    migrate: fail,
    close: () => Promise.resolve(),
  };
  return { dbClient, dispose: () => dbClient.close() };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
