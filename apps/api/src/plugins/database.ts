// Makes the open database reachable from routes as `app.db` (Drizzle, for use cases and
// repositories) and `app.dbClient` (ping, kind). Opening and closing it is the caller's job
// (server.ts, build-test-app.ts), so the app never outlives or double-closes it.

import type { FastifyInstance } from 'fastify';
import type { Db, DbClient } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbClient: DbClient;
  }
}

export function registerDatabase(app: FastifyInstance, client: DbClient): void {
  app.decorate('db', client.db);
  app.decorate('dbClient', client);
}
