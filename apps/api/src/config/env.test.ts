import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_BANKING_PARTNER_URL,
  DEFAULT_HOME_TENANT_PARTNER_URL,
  DEFAULT_WEB_BUILD_DIR,
  loadCommandEnv,
  loadEnv,
} from './env.ts';

const SECRET = 'x'.repeat(40);

describe('loadEnv', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'env-test-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('applies the defaults', () => {
    const config = loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      logLevel: 'info',
      staffEmail: 'info@mapleshield.ca',
      publicUrl: 'http://localhost:3000',
      webBuildDir: DEFAULT_WEB_BUILD_DIR,
      admin: undefined,
      trustProxy: false,
    });
    expect(DEFAULT_WEB_BUILD_DIR.endsWith(path.join('apps', 'web', 'build', 'client'))).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('takes the lead forms partner links, https by default, refusing a non-web URL', () => {
    expect(loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).partnerUrls).toEqual({
      homeAndTenant: DEFAULT_HOME_TENANT_PARTNER_URL,
      banking: DEFAULT_BANKING_PARTNER_URL,
    });
    expect(DEFAULT_HOME_TENANT_PARTNER_URL).toMatch(/^https:\/\//);
    expect(DEFAULT_BANKING_PARTNER_URL).toMatch(/^https:\/\//);
    const config = loadEnv({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      HOME_TENANT_PARTNER_URL: 'https://home.example.ca/quote?agent=7',
      BANKING_PARTNER_URL: 'https://bank.example.ca/',
    });
    expect(config.partnerUrls).toEqual({
      homeAndTenant: 'https://home.example.ca/quote?agent=7',
      banking: 'https://bank.example.ca/',
    });
    expect(() =>
      loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET, BANKING_PARTNER_URL: 'javascript:alert(1)' }),
    ).toThrow('- BANKING_PARTNER_URL: must be an http:// or https:// URL');
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    const config = loadEnv({ DATA_DIR: 'some/dir', JWT_SECRET: SECRET });
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'some/dir'));
  });

  it('treats empty strings as unset', () => {
    const config = loadEnv({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      PORT: '',
      DATABASE_URL: ' ',
      LOG_LEVEL: '',
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('names a bad PORT with the value it got', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PORT: 'abc' })).toThrow(
      "Invalid configuration:\n- PORT: must be a whole number between 0 and 65535, got 'abc'",
    );
    expect(() => loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads the booking slot capacity, 1 by default (N15), and names a bad one', () => {
    expect(loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).bookingSlotCapacity).toBe(1);
    expect(
      loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET, BOOKING_SLOT_CAPACITY: '3' }).bookingSlotCapacity,
    ).toBe(3);
    expect(() => loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET, BOOKING_SLOT_CAPACITY: '0' })).toThrow(
      "- BOOKING_SLOT_CAPACITY: must be a whole number from 1 to 50, got '0'",
    );
  });

  it('lists every bad variable at once', () => {
    let message = '';
    try {
      loadEnv({
        DATA_DIR: dataDir,
        PORT: '-1',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'http://mail',
        REDIS_URL: 'nope',
        JWT_SECRET: 'short',
        ADMIN_EMAIL: 'admin@example.com',
        DATABASE_URL: 'mysql://user:hunter2@db/app',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'PORT',
      'LOG_LEVEL',
      'SMTP_URL',
      'REDIS_URL',
      'JWT_SECRET',
      'ADMIN_PASSWORD',
      'DATABASE_URL',
    ]) {
      expect(message).toContain(`- ${name}: `);
    }
    // Connection URLs may carry passwords; the message must not repeat them.
    expect(message).not.toContain('hunter2');
  });

  it('refuses production without DATABASE_URL and JWT_SECRET, naming both', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      'Invalid configuration:\n- DATABASE_URL: required when NODE_ENV=production\n- JWT_SECRET: required when NODE_ENV=production\n- SMTP_URL: required when NODE_ENV=production (to write mail to DATA_DIR/mail instead of delivering it, set MAIL_TRANSPORT=files)',
    );
  });

  it('accepts production with the database, the secret and a mail transport set', () => {
    const config = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app@db:5432/app',
      JWT_SECRET: SECRET,
      SMTP_URL: 'smtp://mail.example.ca:587',
      PUBLIC_URL: 'https://www.example.ca/',
    });
    expect(config.isProduction).toBe(true);
    expect(config.publicUrl).toBe('https://www.example.ca');
    expect(config.mailTransport).toBe('smtp');
  });

  it('writes mail to files in production only when MAIL_TRANSPORT=files says so, never with SMTP_URL too', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app@db:5432/app',
      JWT_SECRET: SECRET,
    };
    expect(loadEnv({ ...production, MAIL_TRANSPORT: 'files' }).mailTransport).toBe('files');
    expect(loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).mailTransport).toBe('files');
    expect(() =>
      loadEnv({ ...production, MAIL_TRANSPORT: 'files', SMTP_URL: 'smtp://mail.example.ca' }),
    ).toThrow('- MAIL_TRANSPORT: files, but SMTP_URL is set too: unset one of them');
    expect(() => loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET, MAIL_TRANSPORT: 'smtp' })).toThrow(
      '- SMTP_URL: required when MAIL_TRANSPORT=smtp',
    );
  });

  it("holds ADMIN_PASSWORD to the site's password rule", () => {
    expect(() =>
      loadEnv({
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'Production-check-2026!',
      }),
    ).toThrow("- ADMIN_PASSWORD: must follow the site's rule: Password must be 8-16 characters");
  });

  it('reads only what the commands use: no JWT_SECRET or SMTP_URL needed in production', () => {
    expect(
      loadCommandEnv({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://app@db:5432/app',
        DATA_DIR: dataDir,
      }),
    ).toEqual({
      nodeEnv: 'production',
      databaseUrl: 'postgres://app@db:5432/app',
      dataDir,
      backupDir: path.join(dataDir, 'backups'),
      adminPassword: undefined,
    });
    expect(() => loadCommandEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      '- DATABASE_URL: required when NODE_ENV=production',
    );
  });

  it('generates the development JWT secret once, with mode 600, and reuses it', async () => {
    const first = loadEnv({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const second = loadEnv({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses a stored secret that is too short', async () => {
    await writeFile(path.join(dataDir, 'jwt-secret'), 'short\n');
    expect(() => loadEnv({ DATA_DIR: dataDir })).toThrow(/JWT_SECRET: .*fewer than 32 characters/);
  });

  it('takes the admin pair together', () => {
    const config = loadEnv({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Secret#123',
    });
    expect(config.admin).toEqual({ email: 'admin@example.com', password: 'Secret#123' });
    expect(() => loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ADMIN_PASSWORD: 'Secret#123' })).toThrow(
      '- ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  });

  it('reads the backup, retention and metrics variables, defaults from the privacy policy', () => {
    const defaults = loadEnv({ DATA_DIR: dataDir, JWT_SECRET: SECRET });
    expect(defaults).toMatchObject({
      backupDir: path.join(dataDir, 'backups'),
      backupEveryHours: undefined,
      backupKeep: 7,
      retentionEveryHours: 24,
      retention: { quoteRequestMonths: 13, mailDays: 90, unverifiedAccountDays: 30, closedRecordYears: 7 },
      metricsToken: undefined,
    });
    const set = loadEnv({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      BACKUP_DIR: '/srv/backups',
      BACKUP_EVERY_HOURS: '6',
      BACKUP_KEEP: '30',
      RETENTION_EVERY_HOURS: '0',
      RETENTION_MAIL_DAYS: '30',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
    });
    expect(set).toMatchObject({
      backupDir: '/srv/backups',
      backupEveryHours: 6,
      backupKeep: 30,
      retentionEveryHours: undefined,
      retention: { mailDays: 30, quoteRequestMonths: 13 },
      metricsToken: 'a-long-enough-metrics-token',
    });
    expect(() =>
      loadEnv({
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
        BACKUP_KEEP: '0',
        METRICS_TOKEN: 'short',
        RETENTION_CLOSED_YEARS: 'x',
      }),
    ).toThrow(
      /BACKUP_KEEP: must be a whole number from 1 to 1000, got '0'[\s\S]*RETENTION_CLOSED_YEARS: must be a whole number[\s\S]*METRICS_TOKEN: must be at least 16 characters long/,
    );
  });

  it('reads TRUST_PROXY as a flag, a hop count or an address list', () => {
    const base = { DATA_DIR: dataDir, JWT_SECRET: SECRET };
    expect(loadEnv({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadEnv({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadEnv({ ...base, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('takes CLOCK_AS_OF only in tests, as an instant', () => {
    const base = { DATA_DIR: dataDir, JWT_SECRET: SECRET };
    expect(loadEnv(base).clockAsOf).toBeUndefined();
    expect(
      loadEnv({
        ...base,
        NODE_ENV: 'test',
        CLOCK_AS_OF: '2028-02-29T10:00:00-05:00',
      }).clockAsOf?.toISOString(),
    ).toBe('2028-02-29T15:00:00.000Z');
    expect(() => loadEnv({ ...base, CLOCK_AS_OF: '2028-02-29T10:00:00-05:00' })).toThrow(
      '- CLOCK_AS_OF: only allowed when NODE_ENV=test',
    );
    expect(() => loadEnv({ ...base, NODE_ENV: 'test', CLOCK_AS_OF: '2028-02-30' })).toThrow(
      "- CLOCK_AS_OF: must be an ISO 8601 date and time, e.g. 2028-02-29T10:00:00-05:00, got '2028-02-30'",
    );
  });
});
