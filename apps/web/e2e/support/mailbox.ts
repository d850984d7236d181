import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';

/**
 * The link to `linkPath` in the newest mail to `to`, read from the `.eml` files the server writes
 * under DATA_DIR/mail/ when it has no SMTP_URL (N17). Waits for the outbox worker.
 */
export async function waitForMailLink(
  dataDir: string,
  to: string,
  linkPath: '/verify-email/' | '/reset-password/' | '/newsletters/unsubscribe',
  options: { after?: number; timeoutMs?: number } = {},
): Promise<URL> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  while (Date.now() < deadline) {
    const names = await readdir(dir).catch(() => [] as string[]);
    const found: { time: number; url: URL }[] = [];
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      const address = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
      const match = /https?:\/\/\S+/.exec(mail.text ?? '');
      const time = mail.date?.getTime() ?? 0;
      if (address === to && match && match[0].includes(linkPath) && time >= (options.after ?? 0)) {
        found.push({ time, url: new URL(match[0]) });
      }
    }
    const newest = found.sort((a, b) => b.time - a.time)[0];
    if (newest) return newest.url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${linkPath} mail to ${to} within the time limit`);
}

/** The newest mail to `to` whose subject matches, read from DATA_DIR/mail/*.eml; waits for the outbox. */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 20_000,
): Promise<ParsedMail> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found: ParsedMail[] = [];
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      const address = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
      if (address === to && subject.test(mail.subject ?? '')) found.push(mail);
    }
    const newest = found.sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0))[0];
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail '${String(subject)}' to ${to} within the time limit`);
}
