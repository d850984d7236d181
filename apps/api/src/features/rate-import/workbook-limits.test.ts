// Spreadsheet uploads stay inside limits (ADR 0092): unpacked size and rows are checked before
// parsing, off the event loop, with a clear message in seconds.

import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { call, useAdminAndUserTokens } from '../admin/admin-test-helpers.ts';
import { WORKBOOK_LIMITS, WORKBOOK_TOO_LARGE_MESSAGE } from './workbook-limits.ts';

const t = useTestApp();
const tokens = useAdminAndUserTokens(t);

const base64 = (bytes: Buffer) => bytes.toString('base64');
const lifeImport = (payload: unknown) =>
  call(t.app, 'POST', '/api/admin/rates/life', { token: tokens.admin, payload });

/** A zip of deflated entries, as an XLSX workbook is (CRCs left at 0: only sizes matter here). */
function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, packed);
    directory.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const cd = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

const sheetXml = (rows: number, cell: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${Array.from(
      { length: rows },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${cell}</t></is></c></row>`,
    ).join('')}</sheetData></worksheet>`,
  );

describe('XLSX uploads inside limits, read off the event loop (ADR 0092)', () => {
  it('refuses a small workbook that unpacks to 20 MB in seconds, while the site keeps answering', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml(100_000, 'x'.repeat(150)) },
    ]);
    expect(bomb.length).toBeLessThan(1_000_000);
    const started = Date.now();
    const importing = lifeImport({
      product: 'kids-life',
      version: 'bomb-1',
      file: { fileName: 'bomb.xlsx', content: base64(bomb) },
    });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    const response = await importing;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(WORKBOOK_TOO_LARGE_MESSAGE);
  });

  it('refuses a sheet with more rows than any rate table has, before parsing it', async () => {
    const tall = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml(WORKBOOK_LIMITS.rowsPerSheet + 1, '1') },
    ]);
    const response = await lifeImport({
      product: 'kids-life',
      version: 'tall-1',
      file: { fileName: 'tall.xlsx', content: base64(tall) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(WORKBOOK_TOO_LARGE_MESSAGE);
  });
});
