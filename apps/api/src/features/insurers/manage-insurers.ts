// Staff add, edit and retire insurers in the admin area (ADR 0097). Every change is written to the
// audit log with what changed (N25: the table holds no personal data), and this process quotes
// with the new names at once; other processes within the registry's refresh (N3).

import type {
  InsurerRecord,
  InsurerUpdate,
  NewInsurer,
  PublicInsurer,
} from '@brokerage/shared/insurers/insurer-schemas';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { forgetActiveRates } from '../../lib/rate-registry.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findInsurer, findInsurers, insertInsurer, updateInsurer } from './insurers.repository.ts';
import type { InsurerRow } from './insurers.repository.ts';

const toRecord = (row: InsurerRow): InsurerRecord => ({
  code: row.code,
  name: row.name,
  logoUrl: row.logoUrl,
  website: row.website,
  disclosures: row.disclosures,
  retired: row.retiredAt !== null,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listInsurers(db: Db): Promise<InsurerRecord[]> {
  return (await findInsurers(db)).map(toRecord);
}

/** The insurers the site works with now (About page), retired ones left out. */
export async function listPublicInsurers(db: Db): Promise<PublicInsurer[]> {
  return (await findInsurers(db))
    .filter((r) => r.retiredAt === null)
    .map(({ code, name, logoUrl, website, disclosures }) => ({ code, name, logoUrl, website, disclosures }));
}

export async function addInsurer(db: Db, adminId: string, input: NewInsurer): Promise<InsurerRecord> {
  const row = await inTransaction(db, async (tx) => {
    if (!(await insertInsurer(tx, input)))
      throw new AppError('CONFLICT', `An insurer with the code ${input.code} already exists`, {
        fieldErrors: { code: 'This code is taken' },
      });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'insurer.added',
      target: input.code,
      details: { name: input.name, website: input.website },
    });
    return findInsurer(tx, input.code);
  });
  forgetActiveRates(db);
  if (row === null) throw notFound('We could not find this insurer');
  return toRecord(row);
}

export async function changeInsurer(
  db: Db,
  adminId: string,
  code: string,
  input: InsurerUpdate,
): Promise<InsurerRecord> {
  const row = await inTransaction(db, async (tx) => {
    const before = await findInsurer(tx, code);
    if (before === null) throw notFound('We could not find this insurer');
    const { retired, ...fields } = input;
    // The fields staff changed, each with its value before and after (N25).
    const changed = Object.fromEntries(
      (Object.keys(fields) as (keyof typeof fields)[])
        .filter((k) => before[k] !== fields[k])
        .map((k) => [k, { from: before[k], to: fields[k] }]),
    );
    const wasRetired = before.retiredAt !== null;
    await updateInsurer(tx, code, {
      ...fields,
      retiredAt: retired ? (before.retiredAt ?? new Date()) : null,
    });
    if (retired !== wasRetired)
      await recordAudit(tx, {
        actorId: adminId,
        action: retired ? 'insurer.retired' : 'insurer.restored',
        target: code,
      });
    if (Object.keys(changed).length > 0)
      await recordAudit(tx, { actorId: adminId, action: 'insurer.changed', target: code, details: changed });
    return findInsurer(tx, code);
  });
  forgetActiveRates(db);
  if (row === null) throw notFound('We could not find this insurer');
  return toRecord(row);
}
