// Rows to the shapes the API answers (packages/shared/src/policies/policy-schemas.ts).

import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { REMINDER_LABELS } from '@brokerage/shared/policies/policy-schemas';
import type { Policy, PolicyDocument, ReminderKind } from '@brokerage/shared/policies/policy-schemas';
import type { Db } from '../../db/client.ts';
import type { PolicyRow } from './policies.repository.ts';
import { selectDocumentsOfPolicies } from './policy-documents.repository.ts';
import type { DocumentMeta } from './policy-documents.repository.ts';
import { selectRemindersOf } from './policy-reminders.repository.ts';
import { insurerDirectory, nameOf } from '../insurers/insurer-directory.ts';

export function toDocument(row: DocumentMeta): PolicyDocument {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The policies with their documents and the reminders sent. */
export async function toPolicies(db: Db, rows: PolicyRow[]): Promise<Policy[]> {
  const ids = rows.map((r) => r.id);
  const [documents, reminders, insurers] = await Promise.all([
    selectDocumentsOfPolicies(db, ids),
    selectRemindersOf(db, ids),
    insurerDirectory(db),
  ]);
  return rows.map((row) => ({
    id: row.id,
    policyNumber: row.policyNumber,
    applicationKind: row.applicationKind,
    applicationId: row.applicationId,
    productValue: row.productValue,
    productName: findProductByValue(row.productValue)?.name ?? '',
    insurer: row.insurer,
    insurerName: nameOf(insurers, row.insurer),
    planName: row.planName,
    startDate: row.startDate,
    endDate: row.endDate,
    premiumCents: row.premiumCents,
    paymentSchedule: row.paymentSchedule,
    rateVersion: row.rateVersion,
    insuredPersons: row.insuredPersons,
    status: row.status,
    remindersStopped: row.remindersStopped,
    documents: documents.filter((d) => d.policyId === row.id).map(toDocument),
    reminders: reminders
      .filter((r) => r.policyId === row.id)
      .map((r) => ({
        kind: r.kind,
        label: REMINDER_LABELS[r.kind as ReminderKind] ?? r.kind,
        sentAt: r.sentAt.toISOString(),
      })),
    createdAt: row.createdAt.toISOString(),
  }));
}
