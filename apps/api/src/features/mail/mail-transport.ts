// Delivery of one outbox row (N17): SMTP through nodemailer when SMTP_URL is set, otherwise an
// .eml file under DATA_DIR/mail/ so a newcomer needs no mail server.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Attachment } from 'nodemailer/lib/mailer';
import { COMPANY } from '@brokerage/shared/company/company-info';
import type { AppConfig } from '../../config/env.ts';
import type { MailRow } from './mail.repository.ts';

export interface DeliveryResult {
  /** Set by the file transport: where the message was written. */
  file?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: MailRow): Promise<DeliveryResult>;
  close(): void;
}

export const MAIL_FROM = { name: COMPANY.name, address: COMPANY.email };

/**
 * One Message-ID per outbox row, the same on every attempt (N17): a retry after a lost answer from
 * the server can be recognised as the same message, and a mail delivered twice shows up as such.
 */
export function outboxMessageId(outboxId: string): string {
  return `<${outboxId}@${COMPANY.email.split('@')[1] ?? 'localhost'}>`;
}

function toNodemailer(mail: MailRow) {
  return {
    from: MAIL_FROM,
    messageId: outboxMessageId(mail.id),
    to: mail.toAddress,
    subject: mail.subject,
    html: mail.html,
    text: mail.textBody,
    headers: mail.headers,
    attachments: mail.attachments.map((a): Attachment => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
    })),
  };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail(toNodemailer(mail));
      return {};
    },
    close: () => transporter.close(),
  };
}

export function createFileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    send: async (mail) => {
      const info = (await composer.sendMail(toNodemailer(mail))) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      await writeFile(file, info.message);
      return { file };
    },
    close: () => composer.close(),
  };
}

export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl === undefined
    ? createFileTransport(path.join(config.dataDir, 'mail'))
    : createSmtpTransport(config.smtpUrl);
}
