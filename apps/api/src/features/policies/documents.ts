// Documents of policies and applications: staff upload the insurer's documents (PDF, JPEG or PNG,
// at most 10 MB, the type read from the first bytes, never from the name); the owner and staff
// download them. Stored in PostgreSQL, read back in 1 MB chunks so a download streams.

import { Readable } from 'node:stream';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NOT_FOUND_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  POLICY_NOT_FOUND_MESSAGE,
  sniffDocumentType,
} from '@brokerage/shared/policies/policy-schemas';
import type { PolicyDocument, UploadDocumentBody } from '@brokerage/shared/policies/policy-schemas';
import {
  REPLY_FILES_MAX_BYTES,
  REPLY_FILES_SIZE_MESSAGE,
  REPLY_FILES_TYPE_MESSAGE,
} from '@brokerage/shared/accounts/my-applications-schemas';
import type { Db } from '../../db/client.ts';
import { rowOwnerOf } from '../../db/row-owner.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { APPLICATION_NOT_FOUND_MESSAGE, applicationOfLead } from './create-policy.ts';
import { selectAccount, selectApplicationOwner, selectPolicy } from './policies.repository.ts';
import {
  insertDocument,
  readDocumentChunk,
  selectDocument,
  selectOwnedDocument,
} from './policy-documents.repository.ts';
import type { DocumentMeta } from './policy-documents.repository.ts';
import { toDocument } from './policy-view.ts';

const CHUNK_BYTES = 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A checked file: its bytes and the type its content shows. */
export function checkedFile(content: string): { bytes: Buffer; contentType: string } {
  const compact = content.replace(/\s/g, '');
  if (!BASE64.test(compact)) throw badRequest(DOCUMENT_TYPE_MESSAGE);
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > DOCUMENT_MAX_BYTES)
    throw new AppError('BAD_REQUEST', DOCUMENT_TOO_LARGE_MESSAGE, { status: 413 });
  const contentType = sniffDocumentType(bytes);
  if (contentType === null || bytes.length === 0) throw badRequest(DOCUMENT_TYPE_MESSAGE);
  return { bytes, contentType };
}

/** A name safe in a Content-Disposition header and a file system. */
export function safeFileName(name: string, contentType: string): string {
  const base =
    name
      .replace(/[^A-Za-z0-9._ -]/g, '_')
      .replace(/^[. ]+/, '')
      .slice(0, 120) || 'document';
  const extension =
    contentType === 'application/pdf' ? '.pdf' : contentType === 'image/png' ? '.png' : '.jpg';
  return base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
}

export async function uploadDocument(
  db: Db,
  body: UploadDocumentBody,
  actorId: string,
): Promise<PolicyDocument> {
  const { bytes, contentType } = checkedFile(body.content);
  let target: Pick<DocumentMeta, 'policyId' | 'applicationKind' | 'applicationId' | 'userId' | 'email'>;
  if (body.policyId !== undefined) {
    const policy = await selectPolicy(db, body.policyId);
    if (policy === undefined) throw notFound(POLICY_NOT_FOUND_MESSAGE);
    target = {
      policyId: policy.id,
      applicationKind: policy.applicationKind,
      applicationId: policy.applicationId,
      userId: policy.userId,
      email: policy.email,
    };
  } else {
    const application = await applicationOfLead(db, body.leadId ?? '');
    const owner = application && (await selectApplicationOwner(db, application.kind, application.id));
    if (application === undefined || owner === undefined) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    target = {
      policyId: null,
      applicationKind: application.kind,
      applicationId: application.id,
      userId: owner.userId,
      email: owner.email,
    };
  }
  const id = await inTransaction(db, async (tx) => {
    const newId = await insertDocument(tx, {
      ...target,
      kind: 'insurer',
      fileName: safeFileName(body.fileName, contentType),
      contentType,
      sizeBytes: bytes.length,
      content: bytes,
      uploadedBy: actorId,
    });
    await recordAudit(tx, {
      actorId,
      action: 'document.uploaded',
      target: newId,
      details: { policyId: target.policyId, bytes: bytes.length, contentType },
    });
    return newId;
  });
  const meta = await selectDocument(db, id);
  if (meta === undefined) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return toDocument(meta);
}

export interface DocumentDownload {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  body: Readable;
}

function streamOf(db: Db, meta: DocumentMeta): DocumentDownload {
  async function* chunks() {
    for (let offset = 0; offset < meta.sizeBytes; offset += CHUNK_BYTES) {
      yield await readDocumentChunk(db, meta.id, offset, CHUNK_BYTES);
    }
  }
  return {
    fileName: meta.fileName,
    contentType: meta.contentType,
    sizeBytes: meta.sizeBytes,
    body: Readable.from(chunks()),
  };
}

/** Staff: any document. */
export async function staffDocument(db: Db, id: string): Promise<DocumentDownload> {
  const meta = await selectDocument(db, id);
  if (meta === undefined) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return streamOf(db, meta);
}

/** The customer: their own documents only; anyone else's is a 404, as if it did not exist. */
export async function myDocument(db: Db, userId: string, id: string): Promise<DocumentDownload> {
  const account = await selectAccount(db, userId);
  if (account === undefined) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  const meta = await selectOwnedDocument(db, rowOwnerOf(account), id);
  if (meta === undefined) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return streamOf(db, meta);
}

/** Files a customer attached to an answer, checked: each by its content, all together within the limit. */
export interface CheckedUpload {
  fileName: string;
  bytes: Buffer;
  contentType: string;
}

export function checkedReplyFiles(files: readonly { fileName: string; content: string }[]): CheckedUpload[] {
  const checked = files.map((file) => {
    try {
      return { ...checkedFile(file.content), fileName: file.fileName };
    } catch (error) {
      // Said of the file that failed, in the answer form's words.
      if (error instanceof AppError && error.status !== 413)
        throw badRequest(`${file.fileName}: ${REPLY_FILES_TYPE_MESSAGE}`);
      throw error;
    }
  });
  const total = checked.reduce((sum, file) => sum + file.bytes.length, 0);
  if (total > REPLY_FILES_MAX_BYTES)
    throw new AppError('BAD_REQUEST', REPLY_FILES_SIZE_MESSAGE, { status: 413 });
  return checked.map((file) => ({ ...file, fileName: safeFileName(file.fileName, file.contentType) }));
}

/**
 * Keeps the files of a customer's answer to 'More information needed' with the application (kind
 * 'reply'): staff download them from the lead, the customer from My account; they are in the data
 * download and go with the account's deletion and the application's retention, as every document.
 */
export async function keepReplyFiles(
  db: Db,
  application: { kind: 'life' | 'travel'; id: string; userId: string; email: string },
  files: readonly CheckedUpload[],
): Promise<void> {
  for (const file of files) {
    await insertDocument(db, {
      applicationKind: application.kind,
      applicationId: application.id,
      userId: application.userId,
      email: application.email,
      kind: 'reply',
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.bytes.length,
      content: file.bytes,
    });
  }
}
