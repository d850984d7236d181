import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { testServer } from './test-server.ts';

// An account may sign in 8 times in 15 minutes (RATE_LIMITS.loginPerAccount), and the browser
// tests sign staff in more often than that over a run. Access tokens live 15 minutes, so one
// sign-in per account is reused for 10, through a file in the server's DATA_DIR (a server sees one
// file at a time, support/test-server.ts, and each test file is its own module).
const REUSE_MS = 10 * 60 * 1000;
const cacheFile = () => path.join(testServer().dataDir, 'e2e-staff-tokens.json');

type TokenCache = Record<string, { token: string; at: number }>;

/** An access token for the account: a fresh sign-in at most every 10 minutes. */
export async function staffToken(baseUrl: string, email: string, password: string): Promise<string> {
  const cache = JSON.parse(await readFile(cacheFile(), 'utf8').catch(() => '{}')) as TokenCache;
  const key = `${baseUrl} ${email}`;
  const kept = cache[key];
  if (kept && Date.now() - kept.at < REUSE_MS) return kept.token;
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  await writeFile(cacheFile(), JSON.stringify({ ...cache, [key]: { token, at: Date.now() } }));
  return token;
}

/** Signs the page in as a staff member (or any account): the token goes where the web app keeps it. */
export async function signInAsAdmin(page: Page, baseUrl: string, email: string, password: string) {
  const token = await staffToken(baseUrl, email, password);
  await page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
}
