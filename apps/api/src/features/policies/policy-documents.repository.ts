// The database side of policy documents. Documents are read back in chunks (readDocumentChunk),
// so a download streams without holding the whole file.

import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { policyDocuments } from '../../db/schema/policies.ts';
import { ownedDocument } from './policy-owner.repository.ts';
import type { PolicyOwner } from './policy-owner.repository.ts';

export type DocumentMeta = Omit<typeof policyDocuments.$inferSelect, 'content'>;
export type NewDocumentRow = typeof policyDocuments.$inferInsert;

/** Every column but the content: what a listing or a download's headers need. */
export const documentMeta = {
  id: policyDocuments.id,
  policyId: policyDocuments.policyId,
  applicationKind: policyDocuments.applicationKind,
  applicationId: policyDocuments.applicationId,
  afterSaleRequestId: policyDocuments.afterSaleRequestId,
  userId: policyDocuments.userId,
  email: policyDocuments.email,
  kind: policyDocuments.kind,
  fileName: policyDocuments.fileName,
  contentType: policyDocuments.contentType,
  sizeBytes: policyDocuments.sizeBytes,
  uploadedBy: policyDocuments.uploadedBy,
  createdAt: policyDocuments.createdAt,
};

export async function insertDocument(db: Db, row: NewDocumentRow): Promise<string> {
  const [inserted] = await db.insert(policyDocuments).values(row).returning({ id: policyDocuments.id });
  if (inserted === undefined) throw new Error('document insert returned no row');
  return inserted.id;
}

/** Documents of these policies (not the customer's proofs of requests), oldest first. */
export function selectDocumentsOfPolicies(db: Db, policyIds: string[]): Promise<DocumentMeta[]> {
  if (policyIds.length === 0) return Promise.resolve([]);
  return db
    .select(documentMeta)
    .from(policyDocuments)
    .where(and(inArray(policyDocuments.policyId, policyIds), isNull(policyDocuments.afterSaleRequestId)))
    .orderBy(asc(policyDocuments.createdAt));
}

/** An application's own documents (its PDF copy, papers sent before a policy), not its policies'. */
export function selectDocumentsOfApplication(
  db: Db,
  kind: 'life' | 'travel',
  id: string,
): Promise<DocumentMeta[]> {
  return db
    .select(documentMeta)
    .from(policyDocuments)
    .where(
      and(
        eq(policyDocuments.applicationKind, kind),
        eq(policyDocuments.applicationId, id),
        isNull(policyDocuments.policyId),
      ),
    )
    .orderBy(asc(policyDocuments.createdAt));
}

export function selectDocumentsOfRequest(db: Db, requestId: string): Promise<DocumentMeta[]> {
  return db
    .select(documentMeta)
    .from(policyDocuments)
    .where(eq(policyDocuments.afterSaleRequestId, requestId))
    .orderBy(asc(policyDocuments.createdAt));
}

/** The account's application documents: the PDF copy made at submission, and insurer papers sent before a policy. */
export function selectOwnedApplicationCopies(db: Db, owner: PolicyOwner): Promise<DocumentMeta[]> {
  return db
    .select(documentMeta)
    .from(policyDocuments)
    .where(
      and(isNull(policyDocuments.policyId), isNull(policyDocuments.afterSaleRequestId), ownedDocument(owner)),
    )
    .orderBy(desc(policyDocuments.createdAt))
    .limit(200);
}

export async function selectDocument(db: Db, id: string): Promise<DocumentMeta | undefined> {
  const [row] = await db.select(documentMeta).from(policyDocuments).where(eq(policyDocuments.id, id));
  return row;
}

export async function selectOwnedDocument(
  db: Db,
  owner: PolicyOwner,
  id: string,
): Promise<DocumentMeta | undefined> {
  const [row] = await db
    .select(documentMeta)
    .from(policyDocuments)
    .where(and(eq(policyDocuments.id, id), ownedDocument(owner)));
  return row;
}

/** Bytes [offset, offset + length) of a document's content (bytea substring: 1-based). */
export async function readDocumentChunk(db: Db, id: string, offset: number, length: number): Promise<Buffer> {
  const [row] = await db
    .select({
      chunk: sql<
        Buffer | Uint8Array | string
      >`substring(${policyDocuments.content} from ${offset + 1} for ${length})`,
    })
    .from(policyDocuments)
    .where(eq(policyDocuments.id, id));
  const chunk = row?.chunk;
  if (chunk === undefined) return Buffer.alloc(0);
  // pg answers bytea as a Buffer; text form '\x...' when a driver does not parse it.
  if (typeof chunk === 'string') return Buffer.from(chunk.replace(/^\\x/, ''), 'hex');
  return Buffer.from(chunk);
}
