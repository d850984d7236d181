import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseLifeRateCsv } from '../features/life-quote/load-life-rates.ts';
import { rateSheetTexts } from '../features/rate-import/rate-sheet-text.ts';
import { rateCsvMeta, readRateCsv } from './rate-csv.ts';

const HEADER =
  'insurer_code,plan_code,plan_name,payment_period,gender,smoker,illness_covered,policy_fee,age_18,age_19';

describe('readRateCsv', () => {
  it('reads quoted cells holding commas, quotes and line breaks', () => {
    const sheet = readRateCsv('a,b,c\n"Term 10, Plus","say ""hi""","two\nlines"\n');
    expect(sheet.header).toEqual(['a', 'b', 'c']);
    expect(sheet.records).toEqual([['Term 10, Plus', 'say "hi"', 'two\nlines']]);
  });

  it('reads CRLF line ends, a BOM and the leading # lines', () => {
    const sheet = readRateCsv(
      '\uFEFF# table: plans; version: v1; source: sample\r\n# note\r\nx,y\r\n1,2\r\n\r\n',
    );
    expect(sheet.comments).toEqual(['table: plans; version: v1; source: sample', 'note']);
    expect(sheet.header).toEqual(['x', 'y']);
    expect(sheet.records).toEqual([['1', '2']]);
    expect(rateCsvMeta(sheet.comments).get('version')).toBe('v1');
  });

  it('names the line of malformed CSV', () => {
    expect(() => readRateCsv('a,b\n"open,1\n')).toThrow(/not valid CSV/);
  });
});

describe('life rate sheets', () => {
  it('reads a plan name with a comma, CRLF and a BOM', () => {
    const text = `\uFEFF# version: 9\r\n# source: imported\r\n${HEADER}\r\nMANULIFE,M1,"Term 10, Plus",0,female,no,,60.00,0.5000,0.5500\r\n`;
    const sheet = parseLifeRateCsv(text);
    expect(sheet.version).toBe('9');
    expect(sheet.rows[0]).toMatchObject({
      planName: 'Term 10, Plus',
      gender: 'female',
      policyFeeCents: 6000,
      annualRatesPer1000: [5000, 5500],
    });
  });

  it('reads the same rows back from an XLSX workbook holding such a name', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rates');
    sheet.addRow(HEADER.split(','));
    sheet.addRow(['MANULIFE', 'M1', 'Term 10, Plus', 0, 'male', 'yes', '', 60.25, 0.5, '0.5500']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const [text] = await rateSheetTexts({ fileName: 'rates.xlsx', content });
    const rows = parseLifeRateCsv(text?.csv ?? '').rows;
    expect(rows).toEqual([
      {
        insurerCode: 'MANULIFE',
        planCode: 'M1',
        planName: 'Term 10, Plus',
        paymentPeriod: 0,
        gender: 'male',
        smoker: true,
        illnessCovered: null,
        minAge: 18,
        annualRatesPer1000: [5000, 5500],
        policyFeeCents: 6025,
      },
    ]);
  });
});
