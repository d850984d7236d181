// Reads an XLSX workbook into CSV text, sheet by sheet, off the server's event loop (ADR 0092):
// rate-sheet-text.ts starts it as a worker thread with the bytes and a time and memory limit.
// Plain JavaScript so the same file runs from source, in tests and in a production install (the
// API build reads it from src/, like the other data files; config/paths.ts).

import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('result' in value) return cellText(value.result);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

const csvCell = (text) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

async function workbookTexts(bytes) {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    return { error: 'unreadable' };
  }
  const sheets = workbook.worksheets.map((sheet) => {
    const lines = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells = [];
      for (let column = 1; column <= row.cellCount; column += 1)
        cells.push(csvCell(cellText(row.getCell(column).value)));
      lines.push(cells.join(','));
    });
    return { name: sheet.name.trim(), csv: lines.join('\n') };
  });
  return { sheets };
}

parentPort?.postMessage(await workbookTexts(Buffer.from(workerData)));
