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
import { insurerDirectory } from './insurer-directory.ts';
import { findInsurer, findInsurers, insertInsurer, updateInsurer } from './insurers.repository.ts';
import type { InsurerRow } from './insurers.repository.ts';
import { logoImage, logoProblem } from './logo-image.ts';
import type { LogoImage } from './logo-image.ts';

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

/** The insurers the site works with now (home, About), retired ones left out: no table read. */
export async function listPublicInsurers(db: Db): Promise<readonly PublicInsurer[]> {
  return (await insurerDirectory(db)).publicList;
}

/** An insurer's logo image (retired ones too: stored quotes still show them); null without one. */
export async function insurerLogo(db: Db, code: string): Promise<LogoImage | null> {
  return (await insurerDirectory(db)).logos.get(code) ?? null;
}

/** The image's bytes are checked, not only the type the browser named (ADR 0117). */
function checkLogo(logoUrl: string): void {
  const problem = logoProblem(logoUrl);
  if (problem !== null)
    throw new AppError('VALIDATION_FAILED', problem, { fieldErrors: { logoUrl: problem } });
}

/** The audit log names a logo by its version, not its 100 KB of base64. */
const logoWords = (logoUrl: string) => logoImage(logoUrl)?.version ?? 'none';

export async function addInsurer(db: Db, adminId: string, input: NewInsurer): Promise<InsurerRecord> {
  checkLogo(input.logoUrl);
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
  checkLogo(input.logoUrl);
  const row = await inTransaction(db, async (tx) => {
    const before = await findInsurer(tx, code);
    if (before === null) throw notFound('We could not find this insurer');
    const { retired, ...fields } = input;
    // The fields staff changed, each with its value before and after (N25).
    const changed = Object.fromEntries(
      (Object.keys(fields) as (keyof typeof fields)[])
        .filter((k) => before[k] !== fields[k])
        .map((k) =>
          k === 'logoUrl'
            ? [k, { from: logoWords(before[k]), to: logoWords(fields[k]) }]
            : [k, { from: before[k], to: fields[k] }],
        ),
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
