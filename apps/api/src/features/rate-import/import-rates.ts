// The admin's rate tables page (N8): what is active, and staff imports of life and travel rate
// sheets. Each import is written to the audit log (N25).

import type {
  LifeRateImport,
  RateTableStatus,
  TravelRateImport,
  TravelRateStaged,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { TravelRateTableName } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { activeLifeTables, importLifeRateSheet } from '../life-quote/import-life-rate-sheet.ts';
import {
  activateTravelRates,
  listTravelRateTables,
  listTravelVersions,
  stageTravelRateSheets,
} from '../travel-quote/import-travel-rate-sheets.ts';
import { rateSheetTexts } from './rate-sheet-text.ts';

export async function listRateTables(db: Db): Promise<RateTableStatus[]> {
  const [life, travel] = await Promise.all([activeLifeTables(db), listTravelRateTables(db)]);
  return [
    ...life.map((t) => ({
      table: t.product,
      kind: 'life' as const,
      version: t.version,
      source: t.source,
      loadedAt: t.loadedAt.toISOString(),
    })),
    ...travel.map((t) => ({
      table: t.name,
      kind: 'travel' as const,
      version: t.version,
      source: t.source,
      loadedAt: t.loadedAt.toISOString(),
    })),
  ];
}

export async function importLifeRates(db: Db, adminId: string, input: LifeRateImport): Promise<number> {
  const [sheet] = await rateSheetTexts(input.file);
  if (sheet === undefined) throw new AppError('VALIDATION_FAILED', 'The workbook has no worksheet');
  const rows = await importLifeRateSheet(db, {
    product: input.product,
    version: input.version,
    csv: sheet.csv,
  });
  await recordAudit(db, {
    actorId: adminId,
    action: 'rates.life-imported',
    target: input.product,
    details: { version: input.version, rows, fileName: input.file.fileName },
  });
  return rows;
}

const isTableName = (name: string): name is TravelRateTableName =>
  (TRAVEL_RATE_TABLES as readonly string[]).includes(name);

/** Stores the sheets inactive and answers what making them active would change (ADR 0097). */
export async function importTravelRates(
  db: Db,
  adminId: string,
  input: TravelRateImport,
): Promise<TravelRateStaged> {
  const tables: Partial<Record<TravelRateTableName, string>> = {};
  for (const file of input.files) {
    for (const sheet of await rateSheetTexts(file)) {
      const name = sheet.name.toLowerCase();
      if (!isTableName(name))
        throw new AppError(
          'VALIDATION_FAILED',
          `"${sheet.name}" is not a travel rate table; name the files or worksheets ${TRAVEL_RATE_TABLES.join(', ')}`,
        );
      tables[name] = sheet.csv;
    }
  }
  const staged = await stageTravelRateSheets(db, {
    version: input.version,
    tables,
    coversInsurer: input.insurer,
  });
  await recordAudit(db, {
    actorId: adminId,
    action: 'rates.travel-imported',
    target: input.insurer,
    details: {
      version: input.version,
      plans: staged.count,
      coversInsurer: input.insurer ?? null,
      files: input.files.map((f) => f.fileName),
    },
  });
  return staged;
}

/** Makes a travel version active: a staged import, or an earlier version again (ADR 0097). */
export async function activateTravelVersion(db: Db, adminId: string, version: string): Promise<void> {
  const before = (await listTravelVersions(db)).find((v) => v.active)?.version ?? null;
  await activateTravelRates(db, version);
  await recordAudit(db, {
    actorId: adminId,
    action: 'rates.travel-activated',
    target: version,
    details: { version, previousVersion: before },
  });
}
