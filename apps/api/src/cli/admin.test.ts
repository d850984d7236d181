// `npm run admin` as an operator runs it: the password from ADMIN_PASSWORD under the site's rule,
// never from the command line, and no server configuration beyond the database.

import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../config/paths.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'brokerage-admin-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function admin(args: string[], env: Record<string, string> = {}) {
  const { JWT_SECRET: _secret, SMTP_URL: _smtp, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', apiPath('src', 'cli', 'admin.ts'), ...args], {
    env: { ...inherited, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run admin', () => {
  it('refuses a password on the command line without echoing it', () => {
    const run = admin(['--email', 'ops@example.com', '--password', 'Visible#123']);
    expect(run.status).toBe(2);
    expect(run.err).toContain('--password is not accepted');
    expect(run.err + run.out).not.toContain('Visible#123');
  });

  it("refuses a password the site's own rule would refuse at sign-in", () => {
    const run = admin(['--email', 'ops@example.com'], { ADMIN_PASSWORD: 'Production-check-2026!' });
    expect(run.status).toBe(2);
    expect(run.err).toContain("ADMIN_PASSWORD: must follow the site's rule");
  });

  it('creates the admin from ADMIN_PASSWORD with no JWT_SECRET or SMTP_URL set', () => {
    const run = admin(['--email', 'ops@example.com'], { ADMIN_PASSWORD: 'Ops#Admin2026' });
    expect(run.err).toBe('');
    expect(run.status).toBe(0);
    expect(run.out).toContain('Admin created.');
  }, 120_000);
});
