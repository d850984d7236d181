// Reliability (N17): the mail server is down while mails are produced, then comes up.
// Every outbox mail must then be delivered exactly once: the set of Message-IDs the SMTP peer
// receives (one per outbox row, the same on every attempt) equals the outbox, with no repeat.

import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { outboxMessageId } from '../src/features/mail/mail-transport.ts';
import { createScratchDatabase } from './support/databases.ts';
import { call, contactBody, contactEmail } from './support/http.ts';
import { freePort, makeDataDir, removeDir, startServer } from './support/server-process.ts';
import { duplicates, startSmtpPeer, waitFor } from './support/smtp-peer.ts';
import type { SmtpPeer } from './support/smtp-peer.ts';

const SUBMISSIONS = 20;
/** Each contact request mails the visitor and staff (platform spec section 7). */
const MAILS = SUBMISSIONS * 2;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('delivers every mail produced during an SMTP outage exactly once when the server is back', async () => {
  const dataDir = makeDataDir('smtp');
  cleanups.push(() => removeDir(dataDir));
  // PostgreSQL, so the outbox can be read while the server runs; the outbox code is the same on
  // PGlite (N2), whose fresh initdb is slow on a 2-core machine.
  const database = await createScratchDatabase('smtp');
  cleanups.push(() => database.drop());
  const smtpPort = await freePort();
  // Nothing listens on smtpPort yet: every delivery attempt is refused.
  const server = await startServer({
    dataDir,
    databaseUrl: database.url,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  });
  cleanups.push(() => server.stop());

  const runId = randomBytes(4).toString('hex');
  const answers = await Promise.all(
    Array.from({ length: SUBMISSIONS }, (_, n) =>
      call(server.baseUrl, 'POST', '/api/contact', { body: contactBody(n, runId) }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

  const outbox = () =>
    database.query<{ id: string; status: string; attempts: number }>(
      'select id, status, attempts from mail_outbox',
    );
  // Every mail has been tried and refused at least once, so they all wait in the outbox.
  await waitFor(
    async () => {
      const rows = await outbox();
      return rows.length === MAILS && rows.every((r) => r.status === 'pending' && r.attempts >= 1);
    },
    60_000,
    'a refused delivery attempt of every mail',
  );
  expect(server.output()).toContain('mail delivery failed');

  let peer: SmtpPeer | undefined = await startSmtpPeer(smtpPort);
  cleanups.push(() => peer?.close());
  // The first retry comes 30 s after the failure (mail-worker retryDelayMs).
  await waitFor(() => (peer?.received.length ?? 0) >= MAILS, 120_000, `${MAILS} mails at the SMTP peer`);
  // A little longer, so a late duplicate would be seen too.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const received = [...peer.received];
  await peer.close();
  peer = undefined;

  expect(duplicates(received)).toEqual([]);
  expect(received).toHaveLength(MAILS);
  for (let n = 0; n < SUBMISSIONS; n += 1) {
    const email = contactEmail(n, runId);
    expect(
      received.filter((m) => m.to.includes(email)),
      email,
    ).toHaveLength(1);
    expect(received.filter((m) => m.to.includes('staff@example.com') && m.text.includes(email))).toHaveLength(
      1,
    );
  }
  // The outbox itself: every row sent, each under its Message-ID.
  const rows = await outbox();
  expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
  expect(new Set(received.map((m) => m.messageId))).toEqual(new Set(rows.map((r) => outboxMessageId(r.id))));
}, 240_000);
