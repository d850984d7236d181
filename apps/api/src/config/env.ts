// The only file that reads the environment (ADR 0005). `loadEnv` validates every variable at once
// and fails with a list naming each bad one, so a misconfigured start is fixed in one go.

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { RETENTION_DEFAULTS } from '@brokerage/shared/content/retention-periods';
import { STRONG_PASSWORD_MESSAGE } from '@brokerage/shared/validation/messages';
import { isStrongPassword } from '@brokerage/shared/validation/password-fields';
import type { RetentionPeriods } from '@brokerage/shared/content/retention-periods';
import { apiPath } from './paths.ts';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
export const MAIL_TRANSPORTS = ['smtp', 'files'] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

export interface AppConfig {
  readonly nodeEnv: NodeEnv;
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  /** Absolute. */
  readonly dataDir: string;
  /** Unset means embedded PGlite under `dataDir/pglite` (N2). */
  readonly databaseUrl: string | undefined;
  readonly logLevel: LogLevel;
  /** Unset means mail is written as .eml files under `dataDir/mail` (N17). */
  readonly smtpUrl: string | undefined;
  /**
   * 'files' writes every mail under `dataDir/mail` instead of delivering it: the default outside
   * production, and in production only when MAIL_TRANSPORT=files says so (docs/operations.md).
   */
  readonly mailTransport: MailTransportKind;
  /** Set means rate-limit counters are shared through Redis (N3). */
  readonly redisUrl: string | undefined;
  readonly jwtSecret: string;
  /** Both or neither (N18). */
  readonly admin: { readonly email: string; readonly password: string } | undefined;
  readonly staffEmail: string;
  /** Appointments one booking slot holds (N15). */
  readonly bookingSlotCapacity: number;
  /** Origin used in links sent by e-mail; no trailing slash. */
  readonly publicUrl: string;
  /** Absolute path of the built web app (React Router `build/client`). */
  readonly webBuildDir: string;
  /** Fastify `trustProxy`: false, true, a hop count or a list of proxy addresses. */
  readonly trustProxy: boolean | number | string;
  /** Partner links the home-and-tenant and banking lead forms answer with (product-flows section 7). */
  readonly partnerUrls: { readonly homeAndTenant: string; readonly banking: string };
  /** Where `npm run backup` and the scheduled backups write (absolute). */
  readonly backupDir: string;
  /** Hours between scheduled backups; undefined: none. */
  readonly backupEveryHours: number | undefined;
  /** Scheduled backups kept (older ones are deleted after a successful backup). */
  readonly backupKeep: number;
  /** Hours between retention runs; undefined: the job never runs. */
  readonly retentionEveryHours: number | undefined;
  /** Retention limits (PIPEDA principle 5); defaults are the privacy policy's. */
  readonly retention: RetentionPeriods;
  /** Set: GET /api/metrics answers to this bearer token; unset: metrics are off. */
  readonly metricsToken: string | undefined;
  /**
   * Tests only (NODE_ENV=test): the instant the process's clock reads at start; it runs on from
   * there. Runs the suite "as if" on a given day (ADR 0087).
   */
  readonly clockAsOf: Date | undefined;
  /** Quote calls one client may make per minute; undefined: no limit (benchmarks only, ADR 0092). */
  readonly quoteRateLimitPerMinute: number | undefined;
}

/** A shopper never meets it; a script filling the database does (ADR 0092). */
export const DEFAULT_QUOTE_RATE_LIMIT_PER_MINUTE = 120;

/** Partners' quote pages, both insurers or banks we represent (N7); override per deployment. */
export const DEFAULT_HOME_TENANT_PARTNER_URL = 'https://www.cooperators.ca/';
export const DEFAULT_BANKING_PARTNER_URL = 'https://www.desjardins.com/';

/** Where the web build lands when the repository layout is the usual one. */
export const DEFAULT_WEB_BUILD_DIR = apiPath('..', 'web', 'build', 'client');

const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

// Empty strings count as unset (T3 convention), so `PORT=` in a .env file means "use the default".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const urlWithProtocols = (protocols: string[], description: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    // Never echo the value: connection URLs carry passwords.
    { error: `must be ${description}` },
  );

const wholeNumber = (min: number, max: number) =>
  z.string().refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
    error: (iss) => `must be a whole number from ${min} to ${max}, got '${String(iss.input)}'`,
  });

const envSchema = z.object({
  NODE_ENV: optional(
    z.enum(NODE_ENVS, {
      error: (iss) => `must be one of ${NODE_ENVS.join(', ')}, got '${String(iss.input)}'`,
    }),
  ),
  PORT: optional(
    z.string().refine((v) => /^\d+$/.test(v) && Number(v) <= 65535, {
      error: (iss) => `must be a whole number between 0 and 65535, got '${String(iss.input)}'`,
    }),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    urlWithProtocols(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL'),
  ),
  LOG_LEVEL: optional(
    z.enum(LOG_LEVELS, {
      error: (iss) => `must be one of ${LOG_LEVELS.join(', ')}, got '${String(iss.input)}'`,
    }),
  ),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL')),
  MAIL_TRANSPORT: optional(
    z.enum(MAIL_TRANSPORTS, {
      error: (iss) => `must be one of ${MAIL_TRANSPORTS.join(', ')}, got '${String(iss.input)}'`,
    }),
  ),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'a redis:// or rediss:// URL')),
  JWT_SECRET: optional(
    z.string().min(MIN_SECRET_LENGTH, { error: `must be at least ${MIN_SECRET_LENGTH} characters long` }),
  ),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  // The site's own rule (N39), so the admin can later sign in and reset with the same password.
  ADMIN_PASSWORD: optional(
    z.string().refine(isStrongPassword, { error: `must follow the site's rule: ${STRONG_PASSWORD_MESSAGE}` }),
  ),
  STAFF_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  BOOKING_SLOT_CAPACITY: optional(
    z.string().refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 50, {
      error: (iss) => `must be a whole number from 1 to 50, got '${String(iss.input)}'`,
    }),
  ),
  PUBLIC_URL: optional(urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL')),
  WEB_BUILD_DIR: optional(z.string()),
  TRUST_PROXY: optional(z.string()),
  HOME_TENANT_PARTNER_URL: optional(urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL')),
  BANKING_PARTNER_URL: optional(urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL')),
  BACKUP_DIR: optional(z.string()),
  // 0 (or unset) turns the scheduled backups off.
  BACKUP_EVERY_HOURS: optional(wholeNumber(0, 8760)),
  BACKUP_KEEP: optional(wholeNumber(1, 1000)),
  // 0 turns the retention job off (the policy's limits are then not applied: only for a replica).
  RETENTION_EVERY_HOURS: optional(wholeNumber(0, 8760)),
  RETENTION_QUOTE_MONTHS: optional(wholeNumber(1, 120)),
  RETENTION_MAIL_DAYS: optional(wholeNumber(1, 3650)),
  RETENTION_UNVERIFIED_DAYS: optional(wholeNumber(1, 3650)),
  RETENTION_CLOSED_YEARS: optional(wholeNumber(1, 100)),
  CLOCK_AS_OF: optional(
    z.string().refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), {
      error: (iss) =>
        `must be an ISO 8601 date and time, e.g. 2028-02-29T10:00:00-05:00, got '${String(iss.input)}'`,
    }),
  ),
  // 0 lifts the per-client quote limit: for the benchmarks, never for a public site.
  QUOTE_RATE_LIMIT_PER_MINUTE: optional(wholeNumber(0, 1_000_000)),
  METRICS_TOKEN: optional(
    z.string().min(16, { error: 'must be at least 16 characters long' }).regex(/^\S+$/, {
      error: 'must not contain spaces',
    }),
  ),
});

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

// Rules across variables. Checked on the raw values so they are reported even when another
// variable is also wrong (an object refinement would be skipped then).
function crossVariableProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  // N2 / ADR 0001: the zero-setup defaults must never reach production by accident.
  if (source.NODE_ENV === 'production') {
    if (!isSet(source.DATABASE_URL)) problems.push('DATABASE_URL: required when NODE_ENV=production');
    if (!isSet(source.JWT_SECRET)) problems.push('JWT_SECRET: required when NODE_ENV=production');
    // Customers' mail must not silently land in a folder (ADR 0011).
    if (!isSet(source.SMTP_URL) && source.MAIL_TRANSPORT !== 'files') {
      problems.push(
        'SMTP_URL: required when NODE_ENV=production (to write mail to DATA_DIR/mail instead of delivering it, set MAIL_TRANSPORT=files)',
      );
    }
  }
  if (source.MAIL_TRANSPORT === 'smtp' && !isSet(source.SMTP_URL)) {
    problems.push('SMTP_URL: required when MAIL_TRANSPORT=smtp');
  }
  if (source.MAIL_TRANSPORT === 'files' && isSet(source.SMTP_URL)) {
    problems.push('MAIL_TRANSPORT: files, but SMTP_URL is set too: unset one of them');
  }
  // A shifted clock is for test runs; a real site must never run on a made-up date (ADR 0087).
  if (isSet(source.CLOCK_AS_OF) && source.NODE_ENV !== 'test') {
    problems.push('CLOCK_AS_OF: only allowed when NODE_ENV=test');
  }
  // N18: an admin needs both halves; one alone is almost certainly a mistake.
  if (isSet(source.ADMIN_EMAIL) !== isSet(source.ADMIN_PASSWORD)) {
    const missing = isSet(source.ADMIN_EMAIL) ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    problems.push(`${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`);
  }
  return problems;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Reads (or on first start creates) the development JWT secret kept under DATA_DIR, so that
 * sign-ins survive restarts without anyone having to invent a secret.
 */
function localJwtSecret(dataDir: string): { secret?: string; problem?: string } {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
    const fresh = randomBytes(48).toString('base64url');
    // 'wx' fails if the file exists, so two processes starting together keep one secret.
    writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    return { secret: fresh };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      return { problem: `not set, and ${file} could not be created (${(error as Error).message})` };
    }
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < MIN_SECRET_LENGTH) {
    return { problem: `not set, and ${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete it` };
  }
  return { secret: stored };
}

/**
 * Validates the environment and returns a frozen configuration. Throws one Error whose message
 * lists every bad variable by name.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...crossVariableProblems(source),
  ];
  if (!parsed.success || problems.length > 0) throw configError(problems);
  const env = parsed.data;

  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = env.PORT === undefined ? 3000 : Number(env.PORT);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');

  let jwtSecret = env.JWT_SECRET;
  if (jwtSecret === undefined) {
    const local = localJwtSecret(dataDir);
    if (local.problem !== undefined) throw configError([`JWT_SECRET: ${local.problem}`]);
    jwtSecret = local.secret;
  }

  const config: AppConfig = {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL,
    mailTransport: env.SMTP_URL === undefined ? 'files' : 'smtp',
    redisUrl: env.REDIS_URL,
    jwtSecret: jwtSecret ?? '',
    admin:
      env.ADMIN_EMAIL !== undefined && env.ADMIN_PASSWORD !== undefined
        ? Object.freeze({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
        : undefined,
    staffEmail: env.STAFF_EMAIL ?? COMPANY.email,
    bookingSlotCapacity: env.BOOKING_SLOT_CAPACITY === undefined ? 1 : Number(env.BOOKING_SLOT_CAPACITY),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    webBuildDir: env.WEB_BUILD_DIR === undefined ? DEFAULT_WEB_BUILD_DIR : path.resolve(env.WEB_BUILD_DIR),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    partnerUrls: Object.freeze({
      homeAndTenant: env.HOME_TENANT_PARTNER_URL ?? DEFAULT_HOME_TENANT_PARTNER_URL,
      banking: env.BANKING_PARTNER_URL ?? DEFAULT_BANKING_PARTNER_URL,
    }),
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupEveryHours: positiveOrUndefined(env.BACKUP_EVERY_HOURS),
    backupKeep: env.BACKUP_KEEP === undefined ? DEFAULT_BACKUP_KEEP : Number(env.BACKUP_KEEP),
    retentionEveryHours:
      env.RETENTION_EVERY_HOURS === undefined ? 24 : positiveOrUndefined(env.RETENTION_EVERY_HOURS),
    retention: Object.freeze({
      quoteRequestMonths: numberOr(env.RETENTION_QUOTE_MONTHS, RETENTION_DEFAULTS.quoteRequestMonths),
      mailDays: numberOr(env.RETENTION_MAIL_DAYS, RETENTION_DEFAULTS.mailDays),
      unverifiedAccountDays: numberOr(
        env.RETENTION_UNVERIFIED_DAYS,
        RETENTION_DEFAULTS.unverifiedAccountDays,
      ),
      closedRecordYears: numberOr(env.RETENTION_CLOSED_YEARS, RETENTION_DEFAULTS.closedRecordYears),
    }),
    metricsToken: env.METRICS_TOKEN,
    clockAsOf: env.CLOCK_AS_OF === undefined ? undefined : new Date(env.CLOCK_AS_OF),
    quoteRateLimitPerMinute:
      env.QUOTE_RATE_LIMIT_PER_MINUTE === undefined
        ? DEFAULT_QUOTE_RATE_LIMIT_PER_MINUTE
        : positiveOrUndefined(env.QUOTE_RATE_LIMIT_PER_MINUTE),
  };
  return Object.freeze(config);
}

export const DEFAULT_BACKUP_KEEP = 7;

/** What the operator's commands (admin, backup, restore) use: the database and the folders. */
export type CommandConfig = Pick<AppConfig, 'nodeEnv' | 'databaseUrl' | 'dataDir' | 'backupDir'> & {
  /** `npm run admin`'s password when given by variable (it never comes from the command line). */
  readonly adminPassword: string | undefined;
};

const commandSchema = envSchema.pick({
  NODE_ENV: true,
  DATABASE_URL: true,
  DATA_DIR: true,
  BACKUP_DIR: true,
  ADMIN_PASSWORD: true,
});

/**
 * The commands' configuration: only the variables they use are read, so `npm run admin` needs no
 * JWT_SECRET or SMTP_URL. Production still refuses the embedded database (N2).
 */
export function loadCommandEnv(source: Record<string, string | undefined> = process.env): CommandConfig {
  const parsed = commandSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (source.NODE_ENV === 'production' && !isSet(source.DATABASE_URL)) {
    problems.push('DATABASE_URL: required when NODE_ENV=production');
  }
  if (!parsed.success || problems.length > 0) throw configError(problems);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return Object.freeze({
    nodeEnv: env.NODE_ENV ?? 'development',
    databaseUrl: env.DATABASE_URL,
    dataDir,
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    adminPassword: env.ADMIN_PASSWORD,
  });
}

const numberOr = (value: string | undefined, fallback: number) =>
  value === undefined ? fallback : Number(value);

const positiveOrUndefined = (value: string | undefined) =>
  value === undefined || Number(value) === 0 ? undefined : Number(value);

function configError(problems: string[]): Error {
  return new Error(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
}

/** Tests only: the PostgreSQL server to create throwaway databases on (ADR 0001). */
export function testDatabaseUrl(
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  const value = source.TEST_DATABASE_URL?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Tests only: what the reliability suite (apps/api/reliability/) takes from the environment, read
 * here like testDatabaseUrl. Unset values are undefined; the suite supplies its own defaults.
 */
export interface ReliabilityTestSettings {
  /** REDIS_URL: the Redis its two-process tests share (N3). */
  redisUrl: string | undefined;
  /** FUZZ_SEED: replays one run of the malformed-request test (N4). */
  fuzzSeed: string | undefined;
  /** Every variable, for the servers and commands it starts to inherit (PATH, HOME, ...). */
  inherited: Record<string, string | undefined>;
}

export function reliabilityTestSettings(
  source: Record<string, string | undefined> = process.env,
): ReliabilityTestSettings {
  const redisUrl = source.REDIS_URL?.trim();
  return {
    redisUrl: redisUrl === undefined || redisUrl === '' ? undefined : redisUrl,
    fuzzSeed: source.FUZZ_SEED,
    inherited: { ...source },
  };
}
