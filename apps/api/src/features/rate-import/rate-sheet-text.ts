// Turns an uploaded rate sheet into the CSV text the rate readers take (N8): a CSV file as it is,
// an XLSX workbook worksheet by worksheet (cell values, numbers written as they were typed), once
// inside the size limits, read in a worker thread (ADR 0092).

import { Worker } from 'node:worker_threads';
import type { RateSheetFile } from '@brokerage/shared/rate-import/rate-import-schemas';
import { apiPath } from '../../config/paths.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkWorkbookLimits, NOT_A_WORKBOOK_MESSAGE } from './workbook-limits.ts';

export interface SheetText {
  /** The worksheet's name, or the CSV file's name without its extension. */
  name: string;
  csv: string;
}

/** How long reading a workbook inside the limits may take before the admin is told. */
export const WORKBOOK_READ_TIMEOUT_MS = 10_000;
export const WORKBOOK_TOO_SLOW_MESSAGE =
  'This workbook took too long to read. Send a smaller workbook, or the rates as CSV.';

const WORKER_FILE = apiPath('src', 'features', 'rate-import', 'workbook-worker.mjs');

/** The workbook's sheets as CSV, read by ExcelJS in a worker thread with a time and memory limit. */
async function workbookTexts(bytes: Buffer): Promise<SheetText[]> {
  checkWorkbookLimits(bytes);
  const copy = new Uint8Array(bytes);
  const worker = new Worker(WORKER_FILE, {
    workerData: copy.buffer,
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const outcome = await new Promise<WorkerAnswer | 'timeout' | 'failed'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), WORKBOOK_READ_TIMEOUT_MS);
    const settle = (value: WorkerAnswer | 'failed') => {
      clearTimeout(timer);
      resolve(value);
    };
    worker.once('message', (message: WorkerAnswer) => settle(message));
    worker.once('error', () => settle('failed'));
    worker.once('exit', () => settle('failed'));
  });
  await worker.terminate();
  if (outcome === 'timeout') throw new AppError('VALIDATION_FAILED', WORKBOOK_TOO_SLOW_MESSAGE);
  if (outcome === 'failed' || 'error' in outcome)
    throw new AppError('VALIDATION_FAILED', NOT_A_WORKBOOK_MESSAGE);
  return outcome.sheets;
}

type WorkerAnswer = { sheets: SheetText[] } | { error: string };

/** The sheets of one uploaded file. */
export async function rateSheetTexts(file: RateSheetFile): Promise<SheetText[]> {
  const bytes = Buffer.from(file.content, 'base64');
  if (/\.xlsx$/i.test(file.fileName)) return workbookTexts(bytes);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw new AppError('VALIDATION_FAILED', 'The file is not a CSV text file');
  return [{ name: file.fileName.replace(/\.csv$/i, '').trim(), csv: text }];
}
