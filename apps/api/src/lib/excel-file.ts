// Admin Excel exports (platform spec section 2): one sheet, a bold header row, base64 for the
// `{ file, fileName }` answer the browser saves; built in memory, or streamed for large views.

import { once } from 'node:events';
import { PassThrough, Transform } from 'node:stream';
import type { Readable } from 'node:stream';
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

export interface StreamedColumn {
  header: string;
  /** An Excel number format, e.g. 'yyyy-mm-dd hh:mm' for a column of Date values. */
  numFmt?: string;
}

/** The base64 of a byte stream, chunk by chunk (whole 3-byte groups, the rest carried over). */
function base64Encoder(): Transform {
  let rest = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = rest.length === 0 ? chunk : Buffer.concat([rest, chunk]);
      const whole = bytes.length - (bytes.length % 3);
      rest = Buffer.from(bytes.subarray(whole));
      done(null, whole === 0 ? undefined : bytes.subarray(0, whole).toString('base64'));
    },
    flush(done) {
      done(null, rest.length === 0 ? undefined : rest.toString('base64'));
    },
  });
}

/**
 * A large export as the same `{ message, data: { file, fileName } }` answer, written as a stream:
 * exceljs' streaming writer turns the rows into the workbook batch by batch, base64-encoded on the
 * way out, and the next batch is read only once the client has taken the previous one, so memory
 * stays flat whatever the row count (ADR 0091). `message` is known before the first row: the
 * caller counts first. A failure after the first byte ends the response early (the client's JSON
 * parse fails, no partial file is saved).
 */
export function streamedWorkbookAnswer(
  answer: { message: string; fileName: string; sheetName: string; columns: StreamedColumn[] },
  batches: AsyncIterable<ExcelJS.CellValue[][]>,
): Readable {
  const body = new PassThrough();
  const encoder = base64Encoder();
  body.write(
    `{"message":${JSON.stringify(answer.message)},"data":{"fileName":${JSON.stringify(answer.fileName)},"file":"`,
  );
  encoder.pipe(body, { end: false });
  encoder.on('end', () => body.end('"}}'));
  const closed = new Promise<void>((resolve) => body.once('close', () => resolve()));
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: encoder, useStyles: true });
    const sheet = workbook.addWorksheet(answer.sheetName);
    sheet.columns = answer.columns.map(({ header, numFmt }) => ({
      header,
      width: Math.max(14, header.length + 4),
      ...(numFmt === undefined ? {} : { style: { numFmt } }),
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(row).commit();
      if (body.destroyed) return;
      if (body.writableNeedDrain) await Promise.race([once(body, 'drain'), closed]);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => body.destroy(error as Error));
  return body;
}
