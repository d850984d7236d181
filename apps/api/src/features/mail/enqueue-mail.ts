// The one way any feature sends mail (N17): the message is stored in the outbox, in the caller's
// transaction if it passes one, and the worker delivers it.

import type { Db } from '../../db/client.ts';
import { insertMail, listMail } from './mail.repository.ts';
import type { MailRow } from './mail.repository.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers (newsletter mails: List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** Queues one message; resolves with its outbox id. */
export function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  return insertMail(db, {
    toAddress: mail.to,
    subject: mail.subject,
    html: mail.html,
    textBody: mail.text,
    headers: mail.headers ?? {},
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content).toString('base64'),
    })),
  });
}

/** Every outbox row, oldest first (tests, diagnostics). */
export function listOutbox(db: Db): Promise<MailRow[]> {
  return listMail(db);
}
