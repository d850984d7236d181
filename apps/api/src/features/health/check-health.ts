// Liveness and database reachability, for load balancers and uptime checks.

import type { DbClient, DbKind } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailDelivery } from '../mail/mail-admin.ts';
import type { MailDelivery } from '../mail/mail-admin.ts';

export interface Health {
  status: 'ok';
  database: 'up';
  databaseKind: DbKind;
  /** Mail does not take a process out of rotation, but the operator must see it (ADR 0011). */
  mail: MailDelivery;
}

// A health probe must answer quickly even when the database hangs rather than refuses.
const PING_TIMEOUT_MS = 3_000;

export async function checkHealth(
  client: Pick<DbClient, 'ping' | 'kind' | 'db'>,
  mailTransport: 'smtp' | 'files',
): Promise<Health> {
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
  return {
    status: 'ok',
    database: 'up',
    databaseKind: client.kind,
    mail: await mailDelivery(client.db, mailTransport),
  };
}
