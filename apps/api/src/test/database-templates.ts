// Vitest global set-up of the API tests: one migrated database and one migrated and seeded
// database, made once per run, that every test file's scratch database starts as a copy of
// (buildTestApp). A file then skips PGlite's initdb, the migrations and the seed, which cost it
// about 5 s idle and 15 s on a busy machine. PGlite: the templates are tarballs of an in-memory
// database; PostgreSQL (TEST_DATABASE_URL): template databases that CREATE DATABASE ... TEMPLATE
// copies.

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config/env.ts';
import { createDb, createMemoryDb, dumpMemoryDb } from '../db/client.ts';
import type { DbClient } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';

/** Where each template is: a tarball's path (PGlite) or a database's name (PostgreSQL). */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function prepare(client: DbClient, seed: boolean): Promise<void> {
  await client.migrate();
  if (seed) await seedDatabase(client.db);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl === undefined) {
    const dir = await mkdtemp(path.join(tmpdir(), 'brokerage-test-templates-'));
    const paths = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
    for (const [name, seed] of [
      ['migrated', false],
      ['seeded', true],
    ] as const) {
      const client = await createMemoryDb();
      await prepare(client, seed);
      await writeFile(paths[name], Buffer.from(await (await dumpMemoryDb(client)).arrayBuffer()));
      await client.close();
    }
    project.provide('databaseTemplates', { kind: 'pglite', ...paths });
    return () => rm(dir, { recursive: true, force: true });
  }

  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const names = { migrated: `template_migrated_${suffix}`, seeded: `template_seeded_${suffix}` };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  for (const [name, seed] of [
    ['migrated', false],
    ['seeded', true],
  ] as const) {
    await admin(`CREATE DATABASE "${names[name]}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${names[name]}`;
    const client = await createDb({ databaseUrl: url.toString(), dataDir: tmpdir() });
    await prepare(client, seed);
    await client.close();
  }
  project.provide('databaseTemplates', { kind: 'postgres', ...names });
  return async () => {
    for (const name of Object.values(names)) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
}
