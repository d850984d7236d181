// Rate versions are never overwritten (ADR 0061): a stored travel quote is priced again from the
// versions it cites, with the same answer, after staff imported new rates.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import { travelQuoteResultSchema } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravelQuoteResult } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { RateTableVersion } from '@brokerage/shared/travel-quote/rate-table';
import { useTestApp } from '../../test/build-test-app.ts';
import { repriceTravelQuote } from './create-travel-quote.ts';
import { parseTravelQuoteRequest } from './travel-kinds.ts';
import { importTravelRateSheets } from './import-travel-rate-sheets.ts';
import { RATE_FILES_DIR } from './rate-files.ts';
import { findQuoteRequests } from './travel-quote.repository.ts';
import { visitorQuoteBody } from './travel-test-payloads.ts';

const t = useTestApp();

const today = todayInZone(new Date());

async function visitorQuote(): Promise<TravelQuoteResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quotations/visitors-to-canada',
    payload: visitorQuoteBody(today),
  });
  expect(response.statusCode, response.body).toBe(200);
  // The answer's own quote id left out: a re-pricing stores nothing.
  return travelQuoteResultSchema().parse((response.json() as { data: unknown }).data);
}

/** The sample sheets with every visitor daily rate doubled. */
function dearerSheets(): Record<string, string> {
  return Object.fromEntries(
    TRAVEL_RATE_TABLES.map((table) => {
      // An insurer's sheets, not the sample: a file that says 'source: sample' stays sample (N8).
      const text = readFileSync(`${RATE_FILES_DIR}${table}.csv`, 'utf8').replace('; source: sample', '');
      if (table !== 'visitor-rates') return [table, text];
      const [meta, header, ...rows] = text.trimEnd().split('\n');
      const doubled = rows.map((row) => {
        const cells = row.split(',');
        cells[4] = String(Number(cells[4]) * 2);
        return cells.join(',');
      });
      return [table, [meta, header, ...doubled].join('\n')];
    }),
  );
}

describe('re-pricing a stored travel quote', () => {
  it('gives the same answer from its cited versions after a new import', async () => {
    const before = await visitorQuote();
    const [stored] = await findQuoteRequests(t.db, 1);
    if (stored === undefined) throw new Error('the quote was not stored');
    const cited = stored.rateVersions as RateTableVersion[];
    expect(cited.map((v) => v.table).sort()).toEqual(['benefits', 'deductibles', 'plans', 'visitor-rates']);

    await importTravelRateSheets(t.db, { version: 'dearer-1', tables: dearerSheets() });
    const after = await visitorQuote();
    expect(after.isSampleRates).toBe(false);
    expect(after.quotes[0]?.premiumAmount).not.toEqual(before.quotes[0]?.premiumAmount);

    const request = parseTravelQuoteRequest('visitors-to-canada', stored.request, today);
    const again = await repriceTravelQuote(t.db, 'visitors-to-canada', request, cited);
    expect(again).toEqual(before);
  });
});
