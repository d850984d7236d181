// Checks an uploaded XLSX workbook before any parser sees it (ADR 0092): a few kilobytes of zip
// can unpack to hundreds of megabytes. The zip's directory is read by hand and every entry is
// inflated against one budget (the sizes a zip declares may lie), then rows and cells are counted
// in the worksheets' XML. Only a workbook inside every limit goes on to ExcelJS, in a worker.

import { inflateRawSync } from 'node:zlib';
import { AppError } from '../../lib/app-error.ts';

/** A full life table is about 2 MB of worksheet XML; ten times that unpacks in a few seconds. */
export const WORKBOOK_LIMITS = {
  unpackedBytes: 16 * 1024 * 1024,
  entries: 500,
  rowsPerSheet: 20_000,
  cells: 400_000,
} as const;

export const WORKBOOK_TOO_LARGE_MESSAGE =
  'This workbook is too large to import: at most 16 MB unpacked, 20,000 rows per sheet and 400,000 cells. Split it, or send the rates as CSV.';
export const NOT_A_WORKBOOK_MESSAGE = 'The file is not a readable .xlsx workbook';

const tooLarge = () => new AppError('VALIDATION_FAILED', WORKBOOK_TOO_LARGE_MESSAGE);
const unreadable = () => new AppError('VALIDATION_FAILED', NOT_A_WORKBOOK_MESSAGE);

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

function centralDirectory(bytes: Buffer): ZipEntry[] {
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65,535.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  // ZIP64 markers: no rate sheet needs more than 65,535 entries or 4 GB.
  if (count === 0xffff || offset === 0xffffffff) throw tooLarge();
  if (count > WORKBOOK_LIMITS.entries) throw tooLarge();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

function entryData(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw unreadable();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw unreadable();
  return data;
}

function occurrences(text: string, pattern: RegExp): number {
  let n = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text) !== null) n += 1;
  return n;
}

/** Throws a clear 400 unless the workbook is inside WORKBOOK_LIMITS; reads no cell values. */
export function checkWorkbookLimits(bytes: Buffer): void {
  const entries = centralDirectory(bytes);
  let declared = 0;
  for (const entry of entries) declared += entry.uncompressedSize;
  if (declared > WORKBOOK_LIMITS.unpackedBytes) throw tooLarge();
  let budget = WORKBOOK_LIMITS.unpackedBytes;
  let cells = 0;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    let unpacked: Buffer;
    if (entry.method === 0) unpacked = data;
    else if (entry.method === 8) {
      try {
        unpacked = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if (error instanceof RangeError) throw tooLarge();
        throw unreadable();
      }
    } else throw unreadable();
    budget -= unpacked.length;
    if (budget < 0) throw tooLarge();
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) {
      const xml = unpacked.toString('utf8');
      if (occurrences(xml, /<row[\s>/]/g) > WORKBOOK_LIMITS.rowsPerSheet) throw tooLarge();
      cells += occurrences(xml, /<c[\s>/]/g);
      if (cells > WORKBOOK_LIMITS.cells) throw tooLarge();
    }
  }
}
