// Admin Excel exports (platform spec section 2): one sheet, a bold header row, base64 for the
// `{ file, fileName }` answer the browser saves.

import ExcelJS from 'exceljs';

export async function workbookFile(
  sheetName: string,
  columns: string[],
  rows: (string | number)[][],
): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((header) => ({ header, width: Math.max(14, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer).toString('base64');
}
