// The admin's rate tables page (N8): what is active, and staff imports of life and travel rate
// sheets, each staged with a preview and made active after (ADRs 0097, 0116). Each import and
// activation is written to the audit log (N25).

import type {
  LifeRateImport,
  RateCatalogue,
  RateStaged,
  RateTableStatus,
  TravelRateImport,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { TravelRateTableName } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { activeLifeTables, stageLifeRateSheet } from '../life-quote/import-life-rate-sheet.ts';
import { listTravelRateTables, stageTravelRateSheets } from '../travel-quote/import-travel-rate-sheets.ts';
import { ratesOf } from './rate-catalogues.ts';
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

/** Stores the product's sheet inactive and answers what making it active would change (ADR 0116). */
export async function importLifeRates(db: Db, adminId: string, input: LifeRateImport): Promise<RateStaged> {
  const [sheet] = await rateSheetTexts(input.file);
  if (sheet === undefined) throw new AppError('VALIDATION_FAILED', 'The workbook has no worksheet');
  const rows = await stageLifeRateSheet(db, {
    product: input.product,
    version: input.version,
    csv: sheet.csv,
    coversInsurer: input.insurer,
  });
  await recordAudit(db, {
    actorId: adminId,
    action: 'rates.life-imported',
    target: input.product,
    details: {
      version: input.version,
      rows,
      coversInsurer: input.insurer ?? null,
      fileName: input.file.fileName,
    },
  });
  return { count: rows, preview: await ratesOf(input.product).preview(db, input.version) };
}

const isTableName = (name: string): name is TravelRateTableName =>
  (TRAVEL_RATE_TABLES as readonly string[]).includes(name);

/** Stores the sheets inactive and answers what making them active would change (ADR 0097). */
export async function importTravelRates(
  db: Db,
  adminId: string,
  input: TravelRateImport,
): Promise<RateStaged> {
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
  const count = await stageTravelRateSheets(db, {
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
      plans: count,
      coversInsurer: input.insurer ?? null,
      files: input.files.map((f) => f.fileName),
    },
  });
  return { count, preview: await ratesOf('travel').preview(db, input.version) };
}

/** Makes a version active: a staged import, or an earlier version again (ADRs 0097, 0116). */
export async function activateRateVersion(
  db: Db,
  adminId: string,
  catalogue: RateCatalogue,
  version: string,
): Promise<void> {
  const rates = ratesOf(catalogue);
  const before = (await rates.versions(db)).find((v) => v.active)?.version ?? null;
  await rates.activate(db, version);
  await recordAudit(db, {
    actorId: adminId,
    action: catalogue === 'travel' ? 'rates.travel-activated' : 'rates.life-activated',
    target: catalogue === 'travel' ? version : catalogue,
    details: { version, previousVersion: before },
  });
}
