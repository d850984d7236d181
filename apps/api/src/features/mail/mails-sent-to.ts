// The mails the system queued for one customer, newest first (the inbox's detail shows
// staff what the customer has already been told). Subjects and states only, never the bodies.

import type { Db } from '../../db/client.ts';
import { selectMailsTo } from './mail.repository.ts';

export interface SentMailSummary {
  id: string;
  subject: string;
  status: string;
  createdAt: string;
}

export async function mailsSentTo(db: Db, address: string, limit = 50): Promise<SentMailSummary[]> {
  const rows = await selectMailsTo(db, address, limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
