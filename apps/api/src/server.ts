// Process entry (`npm run serve`): configuration, database lifecycle, listening and signals.
// Everything about requests lives in app.ts.

import type { AddressInfo } from 'node:net';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import type { AppConfig } from './config/env.ts';
import { loadEnv } from './config/env.ts';
import { createDb } from './db/client.ts';
import { seedDatabase } from './db/seed.ts';
import { describeStartup } from './db/seed-summary.ts';
import { listPublicInsurers } from './features/insurers/manage-insurers.ts';
import { listRateTables } from './features/rate-import/import-rates.ts';
import { ensureAdmin } from './features/accounts/ensure-admin.ts';
import { createMailTransport } from './features/mail/mail-transport.ts';
import { startMailWorker } from './features/mail/mail-worker.ts';
import { createLogger } from './lib/logger.ts';
import { runClockFrom } from './lib/process-clock.ts';
import { createBackup } from './features/operations/backup.ts';
import { controlSocketPath, startControlSocket } from './features/operations/control-socket.ts';
import type { ControlSocket } from './features/operations/control-socket.ts';
import { startOperationsJobs } from './features/operations/operations-jobs.ts';
import { holdDataFolder } from './features/operations/server-lock.ts';

let config: AppConfig;
try {
  config = loadEnv();
} catch (error) {
  // A configuration mistake is the operator's to fix: the list of bad variables, no stack trace.
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

// Tests run "as if" on a chosen day (ADR 0087); loadEnv refuses this outside NODE_ENV=test.
if (config.clockAsOf !== undefined) runClockFrom(config.clockAsOf);

const logger = createLogger(config);

// The embedded database is this process's alone; the lock names us (and our control
// socket) to `npm run backup` and makes `npm run restore` and a second server refuse.
let releaseDataFolder = () => {};
if (config.databaseUrl === undefined) {
  try {
    releaseDataFolder = holdDataFolder(config.dataDir, {
      role: 'server',
      socket: controlSocketPath(config.dataDir),
    });
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }
}
const dbClient = await createDb(config, { logger });

try {
  await dbClient.migrate();
  const seeded = await seedDatabase(dbClient.db);
  // In words, with the rates quotes use now (a start that loads nothing new still names them).
  const [tables, insurers] = await Promise.all([
    listRateTables(dbClient.db),
    listPublicInsurers(dbClient.db),
  ]);
  logger.info(describeStartup(dbClient.kind, seeded, tables, insurers.length));
  // N18: ADMIN_EMAIL and ADMIN_PASSWORD create or promote the admin (an existing password stays).
  if (config.admin !== undefined) {
    const outcome = await ensureAdmin(dbClient.db, config.admin);
    logger.info({ outcome }, 'admin account checked');
  }
} catch (error) {
  logger.fatal({ err: error }, 'database setup failed');
  await dbClient.close().catch(() => undefined);
  releaseDataFolder();
  process.exit(1);
}

const app = await buildApp({ config, db: dbClient, logger });

function showDevelopmentLink(link: string): void {
  process.stdout.write(`Mail written to a file; its link (development only): ${link}\n`);
}

// N17: the outbox worker; without SMTP_URL it writes .eml files under DATA_DIR/mail/.
const mailWorker = startMailWorker({
  db: dbClient.db,
  transport: createMailTransport(config),
  logger,
  // ADR 0011, N25: the link (which carries a token and an e-mail) never goes to the log; in
  // development only, the console shows it so a newcomer can verify an account without a mail server.
  ...(config.nodeEnv === 'development' ? { showLink: showDevelopmentLink } : {}),
  ...(app.metrics === undefined ? {} : { onOutcome: app.metrics.mailOutcome }),
});

if (config.mailTransport === 'files') {
  const folder = path.join(config.dataDir, 'mail');
  // Said at every start in production: customers get nothing while this is so (ADR 0011).
  if (config.isProduction) {
    logger.warn(
      `Mail is NOT delivered: MAIL_TRANSPORT=files writes every mail to ${folder}. Set SMTP_URL to deliver it.`,
    );
  } else logger.info(`Mail is written to ${folder} (no SMTP_URL)`);
}

// Scheduled backups and the daily retention job (one process per interval runs each).
const operationsJobs = startOperationsJobs({ db: dbClient.db, kind: dbClient.kind, config, logger });

// `npm run backup` on the embedded database asks us through this socket (ADR 0071).
let controlSocket: ControlSocket | undefined;
if (dbClient.kind === 'pglite') {
  try {
    controlSocket = await startControlSocket(controlSocketPath(config.dataDir), {
      backup: () =>
        createBackup({ db: dbClient.db, kind: dbClient.kind, dir: config.backupDir, trigger: 'command' }),
    });
  } catch (error) {
    logger.error({ err: error }, 'control socket unavailable: npm run backup cannot reach this server');
  }
}

async function closeProcessResources(): Promise<void> {
  await operationsJobs.stop();
  await controlSocket?.close().catch(() => undefined);
  await mailWorker.stop();
  await dbClient.close();
  releaseDataFolder();
}

closeWithGrace(
  { delay: 10_000, logger: { error: (message: unknown) => logger.error(message) } },
  async ({ signal, err }) => {
    if (err !== undefined) logger.error({ err }, 'closing after an uncaught error');
    else logger.info({ signal }, 'shutting down');
    // Fastify first (stops accepting, finishes in-flight requests), then the database they used.
    await app.close();
    await closeProcessResources();
  },
);

// Fastify logs one line per network interface; the single line below says the same, once.
const listenLevel = app.log.level;
app.log.level = 'warn';
try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  logger.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
  await app.close();
  await closeProcessResources();
  process.exit(1);
} finally {
  app.log.level = listenLevel;
}

const { port } = app.server.address() as AddressInfo;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
logger.info(
  `Brokerage site listening on http://${shownHost}:${port} (database: ${dbClient.kind}); Ctrl+C or SIGTERM stops it`,
);
