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

export const lifeRateImportSchema = z.object({
  product: z.enum(LIFE_QUOTE_SLUGS, 'Choose a life product'),
  version: rateVersionSchema,
  file: rateSheetFileSchema,
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

export const rateImportResultSchema = z.object({
  /** The tables now active, with their versions. */
  tables: z.array(rateTableStatusSchema),
  /** Rows (life) or plans (travel) loaded. */
  count: z.number().int(),
});
export type RateImportResult = z.infer<typeof rateImportResultSchema>;

/** The ages a preview prices every plan at (ADR 0097). */
export const PREVIEW_SAMPLE_AGES = [25, 45, 65, 80] as const;

const previewPlanSchema = z.object({ planCode: z.string(), policyName: z.string(), company: z.string() });

/**
 * What making a travel version active changes against the active one (ADR 0097): plans added and
 * removed, and each kept plan's daily rate at the sample ages where it moves (dollars).
 */
export const travelRatePreviewSchema = z.object({
  version: z.string(),
  coversInsurer: z.string().nullable(),
  active: z.boolean(),
  added: z.array(previewPlanSchema),
  removed: z.array(previewPlanSchema),
  priceMoves: z.array(
    previewPlanSchema.extend({
      age: z.number().int(),
      /** Daily rate before and after; null where the plan does not cover the age. */
      before: z.number().nullable(),
      after: z.number().nullable(),
    }),
  ),
  /** Plans in both whose sample rates do not move. */
  unchanged: z.number().int(),
  /**
   * Who each added plan covers, and each kept plan whose cover changes, in the words the results
   * show (ADR 0115); `before` is null for an added plan.
   */
  eligibility: z.array(
    previewPlanSchema.extend({ before: z.array(z.string()).nullable(), after: z.array(z.string()) }),
  ),
});
export type TravelRatePreview = z.infer<typeof travelRatePreviewSchema>;

export const travelRateVersionSchema = z.object({
  version: z.string(),
  source: z.string(),
  coversInsurer: z.string().nullable(),
  active: z.boolean(),
  loadedAt: z.string(),
});
export type TravelRateVersion = z.infer<typeof travelRateVersionSchema>;

/** A travel import's answer: the staged version and what it would change. */
export const travelRateStagedSchema = z.object({ count: z.number().int(), preview: travelRatePreviewSchema });
export type TravelRateStaged = z.infer<typeof travelRateStagedSchema>;
