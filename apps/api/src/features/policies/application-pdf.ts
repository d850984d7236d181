// The application as a PDF (made at submission): exactly what the customer answered, the plan,
// insurer and premium quoted where the application carries them, and the submission's time with
// the name the applicant typed. Kept with the application (policy_documents, kind
// 'application-copy'), attached to the confirmation mail and shown to staff on the lead. The mailed
// copy leaves out the health answers (N25, ADR 0099): the full copy is in My account and the lead.

import PDFDocument from 'pdfkit';
import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { formatCad } from '@brokerage/shared/money/cents';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../mail/enqueue-mail.ts';
import { selectApplicationRecord } from './policies.repository.ts';
import { insertDocument } from './policy-documents.repository.ts';

// Columns that are not answers (keys, owner) or are shown in their own section.
const NOT_ANSWERS = new Set([
  'id',
  'user_id',
  'status',
  'created_at',
  'updated_at',
  'quote',
  'plan',
  'product',
  'form',
  'declarations',
  'signature',
]);

export const APPLICATION_DECLARATION =
  'By submitting this application online I confirmed that the answers above are true and complete to the best of my knowledge, and that an advisor will review them with me before the insurer issues a policy.';

function labelOf(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/ cents$/, '');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function textOf(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (key.endsWith('_cents') && typeof value === 'number') return formatCad(value);
  if (Array.isArray(value))
    return value
      .map((v) =>
        typeof v === 'object' && v !== null ? Object.values(v).filter(Boolean).join(', ') : String(v),
      )
      .join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

// The standard PDF fonts encode WinAnsi: a character outside it prints as '?', never as garbage.
const WIN_ANSI_EXTRAS = new Set(['\u2013', '\u2014', '\u2019', '\u201c', '\u201d']);
const printable = (text: string) =>
  Array.from(text.normalize('NFC').replace(/\s+/g, ' '), (c) => {
    const code = c.codePointAt(0) ?? 0;
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(c)
      ? c
      : '?';
  }).join('');

export interface ApplicationCopyInput {
  kind: 'life' | 'travel';
  reference: string;
  submittedAt: Date;
  row: Record<string, unknown>;
  /** False for the copy attached to a mail: health answers are not sent by e-mail (ADR 0099). */
  healthAnswers: boolean;
  /** Insurers' names by code, as staff keep them (ADR 0097). */
  insurerNames: ReadonlyMap<string, string>;
}

/** Answers about health: the applicant's column, and each other insured person's key. */
const HEALTH_COLUMNS = new Set(['pre_existing_condition']);
const HEALTH_PERSON_KEYS = new Set(['preExistingCondition']);
export const HEALTH_ANSWERS_LEFT_OUT =
  'Health answers are not included in this e-mailed copy. The full copy is in My account > Policies, under My application documents.';

function withoutHealthAnswers(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !HEALTH_COLUMNS.has(key))
      .map(([key, value]) => [
        key,
        Array.isArray(value)
          ? value.map((item: unknown) =>
              typeof item === 'object' && item !== null
                ? Object.fromEntries(Object.entries(item).filter(([k]) => !HEALTH_PERSON_KEYS.has(k)))
                : item,
            )
          : value,
      ]),
  );
}

/** Renders the PDF copy of a stored application. */
export function renderApplicationPdf(input: ApplicationCopyInput): Promise<Buffer> {
  const row = input.healthAnswers ? input.row : withoutHealthAnswers(input.row);
  const productName = findProductByValue(Number(row.product_value))?.name ?? 'Insurance';
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `${productName} application ${input.reference}`, Author: COMPANY.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) =>
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(printable(text)).moveDown(0.3);
  const line = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${printable(label)}: `, { continued: true })
      .font('Helvetica')
      .text(printable(value));

  doc.font('Helvetica').fontSize(11).text(printable(COMPANY.name));
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(printable(`${productName} application`));
  doc.font('Helvetica').fontSize(10).text(`Reference ${input.reference}`);
  const submitted = input.submittedAt.toLocaleString('en-CA', {
    timeZone: 'America/Toronto',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  doc.text(`Submitted ${submitted} (Eastern time)`);

  heading('Plan quoted');
  const plan = (row.plan ?? {}) as Record<string, unknown>;
  if (input.kind === 'life') {
    line(
      'Insurer',
      typeof plan.insurerCode === 'string'
        ? (input.insurerNames.get(plan.insurerCode) ?? plan.insurerCode)
        : 'To be confirmed by your advisor',
    );
    line('Plan', typeof plan.policyName === 'string' ? plan.policyName : 'To be confirmed by your advisor');
    line(
      'Premium quoted',
      typeof row.premium_cents === 'number' ? formatCad(row.premium_cents) : 'To be confirmed',
    );
    if (typeof row.coverage_cents === 'number') line('Coverage', formatCad(row.coverage_cents));
  } else {
    line('Plan and insurer', 'chosen with your advisor, who confirms the premium before the purchase');
    if (typeof row.coverage_cents === 'number') line('Coverage', formatCad(row.coverage_cents));
  }

  heading('Your answers');
  if (!input.healthAnswers)
    doc.font('Helvetica-Oblique').fontSize(10).text(HEALTH_ANSWERS_LEFT_OUT).moveDown(0.3);
  for (const [key, value] of Object.entries(row)) {
    if (
      NOT_ANSWERS.has(key) ||
      key === 'premium_cents' ||
      key === 'coverage_cents' ||
      key === 'product_value'
    )
      continue;
    const text = textOf(key, value);
    if (text !== '') line(labelOf(key), text);
  }

  heading('Declarations');
  // The wording the applicant ticked, as stored (migration 0029); applications made before the
  // forms asked carry the one declaration submitting made, and the applicant's name.
  const accepted = Array.isArray(row.declarations)
    ? row.declarations.map((d: unknown) => String((d as { text?: unknown }).text ?? ''))
    : [APPLICATION_DECLARATION];
  for (const text of accepted)
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(printable(`[x] ${text}`));
  line('Accepted', `${submitted} (Eastern time)`);
  line(
    'Typed-name signature',
    typeof row.signature === 'string' && row.signature !== ''
      ? row.signature
      : `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim(),
  );
  doc.end();
  return done;
}

/**
 * Makes the PDF copy of an application just stored (in the caller's transaction) and keeps it with
 * the application; answers the mail attachment, the same copy without the health answers.
 */
export async function keepApplicationCopy(
  db: Db,
  application: { kind: 'life' | 'travel'; id: string; reference: string },
  /** Read by the caller before its transaction: the registry reads through the pool (ADR 0117). */
  insurerNames: ReadonlyMap<string, string>,
): Promise<MailAttachment> {
  const row = await selectApplicationRecord(db, application.kind, application.id);
  if (row === undefined) throw new Error('the application was not stored');
  const submittedAt = typeof row.created_at === 'string' ? new Date(row.created_at) : new Date();
  const pdf = await renderApplicationPdf({
    ...application,
    submittedAt,
    row,
    healthAnswers: true,
    insurerNames,
  });
  const filename = `application-${application.reference}.pdf`;
  await insertDocument(db, {
    applicationKind: application.kind,
    applicationId: application.id,
    userId: typeof row.user_id === 'string' ? row.user_id : null,
    email: String(row.email ?? ''),
    kind: 'application-copy',
    fileName: filename,
    contentType: 'application/pdf',
    sizeBytes: pdf.length,
    content: pdf,
  });
  const mailed = await renderApplicationPdf({
    ...application,
    submittedAt,
    row,
    healthAnswers: false,
    insurerNames,
  });
  return { filename, contentType: 'application/pdf', content: mailed };
}
