// Rate-sheet import (N8): staff replace the sample rate tables with an insurer's real sheet from
// the admin area. A sheet is sent as the file's bytes in base64 (CSV, or XLSX whose first
// worksheet, or for travel one worksheet per table, holds the same columns as the CSV files);
// the version is typed by staff and recorded with every quote that uses the table.

import { z } from 'zod';
import { LIFE_QUOTE_SLUGS } from '../catalogue/options.ts';
import { insurerCodeSchema } from '../insurers/insurer-schemas.ts';

/** The six travel tables of the travel rating model (N9), one file or worksheet each. */
export const TRAVEL_RATE_TABLES = [
  'plans',
  'visitor-rates',
  'student-rates',
  'traveller-rates',
  'deductibles',
  'benefits',
] as const;
export type TravelRateTableName = (typeof TRAVEL_RATE_TABLES)[number];

/** Largest file accepted, before base64 (a full life table is about 100 KB as CSV). */
export const RATE_SHEET_MAX_BYTES = 5 * 1024 * 1024;

export const rateSheetFileSchema = z.object({
  fileName: z
    .string()
    .trim()
    .regex(/\.(csv|xlsx)$/i, 'Choose a .csv or .xlsx file'),
  /** The file's bytes, base64-encoded. */
  content: z
    .string()
    .min(1, 'The file is empty')
    .max(Math.ceil(RATE_SHEET_MAX_BYTES / 3) * 4, 'The file is larger than 5 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The file could not be read'),
});
export type RateSheetFile = z.infer<typeof rateSheetFileSchema>;

export const rateVersionSchema = z
  .string()
  .trim()
  .min(1, 'Enter the version of the rate sheet')
  .max(40, 'Keep the version under 40 characters')
  .regex(/^[\w.-]+$/, 'Use letters, digits, dots, dashes or underscores for the version');

/**
 * A life product's sheet. With `insurer`, the sheet holds that insurer's plans only and the other
 * insurers' active rows of the product are carried over (ADR 0116).
 */
export const lifeRateImportSchema = z.object({
  product: z.enum(LIFE_QUOTE_SLUGS, 'Choose a life product'),
  version: rateVersionSchema,
  file: rateSheetFileSchema,
  insurer: insurerCodeSchema.optional(),
});
export type LifeRateImport = z.infer<typeof lifeRateImportSchema>;

/**
 * Travel rates: either one XLSX workbook with a worksheet per table, or one CSV per table named
 * after it (plans.csv, visitor-rates.csv, ...). With `insurer`, the sheets hold that insurer's plans
 * only and the other insurers' active plans are carried over (ADR 0097).
 */
export const travelRateImportSchema = z.object({
  version: rateVersionSchema,
  files: z.array(rateSheetFileSchema).min(1, 'Choose the rate files').max(TRAVEL_RATE_TABLES.length),
  insurer: insurerCodeSchema.optional(),
});
export type TravelRateImport = z.infer<typeof travelRateImportSchema>;

export const rateTableStatusSchema = z.object({
  /** Life product slug or travel table name. */
  table: z.string(),
  kind: z.enum(['life', 'travel']),
  version: z.string(),
  source: z.string(),
  loadedAt: z.string(),
});
export type RateTableStatus = z.infer<typeof rateTableStatusSchema>;

/**
 * What staff import into and make versions of active (ADRs 0097, 0116): the travel tables, or one
 * life product's table. The same staging, preview and activation serve each.
 */
export const RATE_CATALOGUES = ['travel', ...LIFE_QUOTE_SLUGS] as const;
export type RateCatalogue = (typeof RATE_CATALOGUES)[number];
export const rateCatalogueSchema = z.enum(RATE_CATALOGUES, 'Choose travel or a life product');

/** The ages a preview prices every plan at (ADR 0097), within a catalogue's ages. */
export const PREVIEW_SAMPLE_AGES = [25, 45, 65, 80] as const;

const previewPlanSchema = z.object({ planCode: z.string(), policyName: z.string(), company: z.string() });
export type PreviewPlan = z.infer<typeof previewPlanSchema>;

/**
 * What making a version active changes against the active one (ADRs 0097, 0116): plans added and
 * removed, and each kept plan's sample price at the sample ages where it moves (dollars).
 */
export const ratePreviewSchema = z.object({
  catalogue: rateCatalogueSchema,
  version: z.string(),
  coversInsurer: z.string().nullable(),
  active: z.boolean(),
  /** What the prices are, in words ("Daily rate, smallest coverage or shortest trip"). */
  priceBasis: z.string(),
  sampleAges: z.array(z.number().int()),
  added: z.array(previewPlanSchema),
  removed: z.array(previewPlanSchema),
  priceMoves: z.array(
    previewPlanSchema.extend({
      age: z.number().int(),
      /** Price before and after; null where the plan does not cover the age. */
      before: z.number().nullable(),
      after: z.number().nullable(),
    }),
  ),
  /** Plans in both whose sample prices do not move. */
  unchanged: z.number().int(),
  /**
   * Who each added plan covers, and each kept plan whose cover changes, in the words the results
   * show (ADR 0115); `before` is null for an added plan.
   */
  eligibility: z.array(
    previewPlanSchema.extend({ before: z.array(z.string()).nullable(), after: z.array(z.string()) }),
  ),
});
export type RatePreview = z.infer<typeof ratePreviewSchema>;

/** One stored version of a catalogue: an import (staged or active) or a sample set. */
export const rateVersionEntrySchema = z.object({
  version: z.string(),
  source: z.string(),
  coversInsurer: z.string().nullable(),
  active: z.boolean(),
  loadedAt: z.string(),
});
export type RateVersionEntry = z.infer<typeof rateVersionEntrySchema>;

/** An import's answer: the number of plans (travel) or rows (life) staged and what it would change. */
export const rateStagedSchema = z.object({ count: z.number().int(), preview: ratePreviewSchema });
export type RateStaged = z.infer<typeof rateStagedSchema>;
