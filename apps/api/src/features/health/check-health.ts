// Liveness and database reachability, for load balancers and uptime checks.

import type { DbClient, DbKind } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

export interface Health {
  status: 'ok';
  database: 'up';
  databaseKind: DbKind;
}

// A health probe must answer quickly even when the database hangs rather than refuses.
const PING_TIMEOUT_MS = 3_000;

export async function checkHealth(client: Pick<DbClient, 'ping' | 'kind'>): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`database ping took over ${PING_TIMEOUT_MS} ms`)),
      PING_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([client.ping(), timeout]);
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Database unreachable', { cause: error });
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ok', database: 'up', databaseKind: client.kind };
}
