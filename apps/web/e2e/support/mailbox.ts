import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';

/**
 * The newest mail to `to` that `accepts`, read from the `.eml` files the server writes under
 * DATA_DIR/mail/ when it has no SMTP_URL (N17). Waits for the outbox worker.
 */
async function waitForNewestMail(
  dataDir: string,
  to: string,
  accepts: (mail: ParsedMail) => boolean,
  timeoutMs: number,
  what: string,
): Promise<ParsedMail> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found: ParsedMail[] = [];
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      const address = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
      if (address === to && accepts(mail)) found.push(mail);
    }
    const newest = found.sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0))[0];
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${what} mail to ${to} within the time limit`);
}

const firstLink = (mail: ParsedMail) => /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];

/** The link to `linkPath` in the newest mail to `to` (sent at or after `after`). */
export async function waitForMailLink(
  dataDir: string,
  to: string,
  linkPath: '/verify-email/' | '/reset-password/' | '/accept-invite/' | '/newsletters/unsubscribe',
  options: { after?: number; timeoutMs?: number } = {},
): Promise<URL> {
  const mail = await waitForNewestMail(
    dataDir,
    to,
    (m) => (firstLink(m)?.includes(linkPath) ?? false) && (m.date?.getTime() ?? 0) >= (options.after ?? 0),
    options.timeoutMs ?? 20_000,
    linkPath,
  );
  return new URL(firstLink(mail) ?? '');
}

/** The newest mail to `to` whose subject matches. */
export function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 20_000,
): Promise<ParsedMail> {
  return waitForNewestMail(
    dataDir,
    to,
    (m) => subject.test(m.subject ?? ''),
    timeoutMs,
    `'${String(subject)}'`,
  );
}
