// Opens the database (N2, ADR 0001): a PostgreSQL server through a `pg` pool when DATABASE_URL is
// set, otherwise embedded PGlite persisted under DATA_DIR/pglite. Both give the same Drizzle type,
// so repositories never know which one they talk to.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config/env.ts';
import { schema } from './tables.ts';
import type { Schema } from './tables.ts';
import { apiPath } from '../config/paths.ts';

/** The Drizzle database every repository takes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbKind = 'pglite' | 'postgres';

export interface DbClient {
  readonly db: Db;
  readonly kind: DbKind;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's use, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

interface ErrorLogger {
  error(details: object, message: string): void;
}

export const MIGRATIONS_DIR = apiPath('src', 'db', 'migrations');

// Any constant works; it only has to be the same in every process sharing the server (N3).
const MIGRATION_LOCK_ID = 72_410_001;

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export async function createDb(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: { logger?: ErrorLogger } = {},
): Promise<DbClient> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl, options.logger);
  const dir = path.join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}

/**
 * A throwaway in-memory PGlite, for tests: empty, or a copy of a database saved with
 * `dumpDatabase` (a migrated and seeded template: tests skip initdb, migrations and seed).
 */
export function createMemoryDb(options: { from?: Blob } = {}): Promise<DbClient> {
  return openPglite(undefined, options.from);
}

/** The whole in-memory database as a tarball that `createMemoryDb({ from })` opens again. */
export async function dumpMemoryDb(client: DbClient): Promise<Blob> {
  const pglite = pgliteOf.get(client);
  if (pglite === undefined) throw new Error('only an embedded database can be dumped');
  return pglite.dumpDataDir('none');
}

const pgliteOf = new WeakMap<DbClient, PGlite>();

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<DbClient> {
  // The inbox's search needs pg_trgm and unaccent; PGlite ships them as separate bundles.
  const extensions = { pg_trgm, unaccent };
  const client = await PGlite.create({
    extensions,
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(from === undefined ? {} : { loadDataDir: from }),
  });
  // A new 16 MB WAL segment is zero-filled by default: through PGlite's file system that held the
  // event loop for about 40 ms each time, once a second under a quote load (ADR 0083).
  // PGlite is this process's one session, so the setting holds for every statement.
  await client.exec('set wal_init_zero = off');
  const db = drizzlePglite({ client, ...drizzleOptions });
  const dbClient: DbClient = {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // PGlite is one connection in this process, so no other migrator can run at the same time.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
  pgliteOf.set(dbClient, client);
  return dbClient;
}

/** Opening a connection to the server: a database that is down fails a request after this long. */
export const CONNECT_TIMEOUT_MS = 5_000;
/**
 * Waiting for a free pooled connection. pg-pool applies its `connectionTimeoutMillis` to this
 * queue too: at 5 s, a burst of requests (500 contact submissions at once, the reliability
 * suite) got 500 answers instead of waiting their turn. A burst now waits; only a queue stuck for
 * a minute (sustained overload) still fails. The connect timeout stays on the client.
 */
export const POOL_WAIT_MS = 60_000;
const POOL_SIZE = 10;

class BoundedConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

function openPostgres(connectionString: string, logger: ErrorLogger | undefined): DbClient {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: POOL_WAIT_MS,
    Client: BoundedConnectClient,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => logger?.error({ err: error }, 'idle database connection failed'));
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      // Several API processes may start together (N3); an advisory lock lets one migrate while
      // the others wait, then find nothing left to do.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_SIZE,
    }),
  };
}
