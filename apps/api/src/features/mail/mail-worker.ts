// The outbox worker (N17): claims due rows (FOR UPDATE SKIP LOCKED, N3), delivers them, and on a
// failure retries with exponential backoff until MAX_ATTEMPTS, then marks the row failed.

import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { claimDueMail, markMailFailed, markMailSent, rescheduleMail } from './mail.repository.ts';
import type { MailTransport } from './mail-transport.ts';

export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;
/** A claimed row is not offered to another worker for this long. */
const LEASE_MS = 5 * 60_000;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** Wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, ... at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /**
   * Shows the link of a message written to a file on the development console (ADR 0011), never in
   * the log: the link carries the recipient's e-mail and a token (N25).
   */
  showLink?: (link: string) => void;
  pollMs?: number;
  /** Each attempt's outcome, for the metrics. */
  onOutcome?: (outcome: 'sent' | 'retry' | 'failed') => void;
}

const LINK = /https?:\/\/\S+/;

/** Delivers what is due now; resolves with the number of rows handled. */
export async function deliverDueMail(options: MailWorkerOptions): Promise<number> {
  const { db, transport, logger } = options;
  const rows = await claimDueMail(db, BATCH_SIZE, LEASE_MS);
  for (const row of rows) {
    try {
      const result = await transport.send(row);
      await markMailSent(db, row.id);
      options.onOutcome?.('sent');
      if (result.file !== undefined) {
        // Never the recipient, the subject or the link (N25: the link carries an e-mail and a token).
        logger.info({ mailId: row.id, file: result.file }, 'mail written to a file (no SMTP_URL)');
        const link = LINK.exec(row.textBody)?.[0];
        if (link !== undefined) options.showLink?.(link);
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (row.attempts >= MAX_ATTEMPTS) {
        await markMailFailed(db, row.id, reason);
        options.onOutcome?.('failed');
        logger.error({ mailId: row.id, attempts: row.attempts, reason }, 'mail delivery gave up');
      } else {
        const delay = retryDelayMs(row.attempts);
        await rescheduleMail(db, row.id, delay, reason);
        options.onOutcome?.('retry');
        logger.warn(
          { mailId: row.id, attempts: row.attempts, retryInMs: delay, reason },
          'mail delivery failed',
        );
      }
    }
  }
  return rows.length;
}

export interface MailWorker {
  /** Runs one pass now (and waits for a running one first). */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const pollMs = options.pollMs ?? 2_000;
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;

  const pass = (): Promise<number> => {
    running = running
      .catch(() => 0)
      .then(() => deliverDueMail(options))
      .catch((error: unknown) => {
        options.logger.error({ err: error }, 'mail worker pass failed');
        return 0;
      });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void pass().finally(schedule);
    }, pollMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce: pass,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      options.transport.close();
    },
  };
}
