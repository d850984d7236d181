// Turns an uploaded rate sheet into the CSV text the rate readers take (N8): a CSV file as it is,
// an XLSX workbook worksheet by worksheet (cell values, numbers written as they were typed).

import ExcelJS from 'exceljs';
import type { RateSheetFile } from '@brokerage/shared/rate-import/rate-import-schemas';
import { AppError } from '../../lib/app-error.ts';

export interface SheetText {
  /** The worksheet's name, or the CSV file's name without its extension. */
  name: string;
  csv: string;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

const csvCell = (text: string): string => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

async function workbookTexts(bytes: Buffer): Promise<SheetText[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', 'The file is not a readable .xlsx workbook', { cause: error });
  }
  return workbook.worksheets.map((sheet) => {
    const lines: string[] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let column = 1; column <= row.cellCount; column += 1)
        cells.push(csvCell(cellText(row.getCell(column).value)));
      lines.push(cells.join(','));
    });
    return { name: sheet.name.trim(), csv: lines.join('\n') };
  });
}

/** The sheets of one uploaded file. */
export async function rateSheetTexts(file: RateSheetFile): Promise<SheetText[]> {
  const bytes = Buffer.from(file.content, 'base64');
  if (/\.xlsx$/i.test(file.fileName)) return workbookTexts(bytes);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw new AppError('VALIDATION_FAILED', 'The file is not a CSV text file');
  return [{ name: file.fileName.replace(/\.csv$/i, '').trim(), csv: text }];
}
