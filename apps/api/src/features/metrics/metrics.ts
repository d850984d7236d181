// Prometheus metrics (ADR 0072): one prom-client registry per app. Requests and latency
// per route template and status, quotes per product with their answer time, the outbox by status
// and the mail worker's outcomes, the last backup and retention runs, and the database pool. The
// outbox and job figures are read from the database at scrape time, so every process reports
// the site's state, not only its own.

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DbClient } from '../../db/client.ts';
import { outboxCounts } from '../mail/mail-admin.ts';
import { lastOperation } from '../operations/backup.ts';
import type { LastOperation } from '../operations/backup.ts';

export type MailOutcome = 'sent' | 'retry' | 'failed';

export interface AppMetrics {
  registry: Registry;
  /** Records one answered request; `route` is the route template ('/api/quotations/term-life'). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The mail worker's hook: one delivery attempt and its outcome. */
  mailOutcome(outcome: MailOutcome): void;
}

const QUOTE_ROUTE = /^\/api\/quotations\/([a-z-]+)$/;

export function createMetrics(dbClient: DbClient): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'brokerage_' });
  const registers = [registry];

  const requests = new Counter({
    name: 'brokerage_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'brokerage_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const quotes = new Counter({
    name: 'brokerage_quotes_total',
    help: 'Quote requests by product and outcome (answered, refused: 4xx, error: 5xx)',
    labelNames: ['product', 'outcome'] as const,
    registers,
  });
  const quoteTime = new Histogram({
    name: 'brokerage_quote_duration_seconds',
    help: 'Time to price, store and answer a quote, by product',
    labelNames: ['product'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers,
  });
  const mailAttempts = new Counter({
    name: 'brokerage_mail_delivery_attempts_total',
    help: "This process's mail delivery attempts: sent, retry (failed, tried again later) or failed (gave up)",
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of ['sent', 'retry', 'failed'] as const) mailAttempts.inc({ outcome }, 0);

  new Gauge({
    name: 'brokerage_mail_outbox',
    help: 'Mails in the outbox by status (pending = queued; retrying = pending after a failed attempt)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const counts = await outboxCounts(dbClient.db);
      this.set({ status: 'pending' }, counts.pending);
      this.set({ status: 'retrying' }, counts.retrying);
      this.set({ status: 'sent' }, counts.sent);
      this.set({ status: 'failed' }, counts.failed);
    },
  });

  // prom-client collects every metric at once; the four job gauges share one read per scrape.
  let jobsRead: { at: number; runs: Promise<(LastOperation | null)[]> } | undefined;
  const jobRuns = async () => {
    if (jobsRead === undefined || performance.now() - jobsRead.at > 1_000) {
      jobsRead = {
        at: performance.now(),
        runs: Promise.all([lastOperation(dbClient.db, 'backup'), lastOperation(dbClient.db, 'retention')]),
      };
    }
    const [backup, retention] = await jobsRead.runs;
    return { backup: backup ?? null, retention: retention ?? null };
  };
  new Gauge({
    name: 'brokerage_job_last_run_timestamp_seconds',
    help: 'Start of the last backup or retention run',
    labelNames: ['job'] as const,
    registers,
    async collect() {
      for (const [job, run] of Object.entries(await jobRuns())) {
        if (run !== null) this.set({ job }, Date.parse(run.startedAt) / 1000);
      }
    },
  });
  new Gauge({
    name: 'brokerage_job_last_run_success',
    help: '1 when the last run of the job succeeded, 0 when it failed or is running',
    labelNames: ['job'] as const,
    registers,
    async collect() {
      for (const [job, run] of Object.entries(await jobRuns())) {
        if (run !== null) this.set({ job }, run.status === 'ok' ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'brokerage_backup_last_size_bytes',
    help: 'Size of the last successful backup',
    registers,
    async collect() {
      const bytes = (await jobRuns()).backup?.details.bytes;
      if (typeof bytes === 'number') this.set(bytes);
    },
  });
  new Gauge({
    name: 'brokerage_retention_last_removed',
    help: 'Rows the last retention run removed, by rule',
    labelNames: ['rule'] as const,
    registers,
    async collect() {
      const removed = (await jobRuns()).retention?.details.removed;
      if (typeof removed !== 'object' || removed === null) return;
      for (const [rule, count] of Object.entries(removed as Record<string, number>))
        this.set({ rule }, count);
    },
  });

  new Gauge({
    name: 'brokerage_db_pool_connections',
    help: 'Database connections: total, idle, waiting (requests queued for one) and max; PGlite is one connection',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = dbClient.poolStats?.() ?? { total: 1, idle: 0, waiting: 0, max: 1 };
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
      const product = method === 'POST' ? QUOTE_ROUTE.exec(route)?.[1] : undefined;
      if (product !== undefined) {
        quotes.inc({ product, outcome: status < 400 ? 'answered' : status < 500 ? 'refused' : 'error' });
        if (status < 400) quoteTime.observe({ product }, seconds);
      }
    },
    mailOutcome(outcome) {
      mailAttempts.inc({ outcome });
    },
  };
}
