// A guest's quote call sends back the token its product's last answer carried (ADR 0123): the
// same request soon after answers the same stored quote.

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_REVISIT_TOKEN_HEADER } from '@brokerage/shared/api/quote-revisit';
import { fetchQuotes } from './quote-api.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
});

const travelAnswer = (quoteId: string, revisitToken?: string) =>
  new Response(
    JSON.stringify({
      data: {
        quotes: [],
        deductibles: [],
        summary: {},
        planOptions: [],
        isSampleRates: true,
        quoteId,
        revisitToken,
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

const sentToken = (call: number) =>
  new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get(QUOTE_REVISIT_TOKEN_HEADER);

describe('fetchQuotes', () => {
  it("sends the product's last token, keeps the answer's, and forgets it when an answer has none", async () => {
    const request = { person1Age: 45 };
    fetchMock.mockResolvedValueOnce(travelAnswer('q1', 'q1.1.mac'));
    await fetchQuotes('travel', 'visitors-to-canada', request);
    expect(sentToken(0)).toBeNull();

    fetchMock.mockResolvedValueOnce(travelAnswer('q1', 'q1.1.mac'));
    await fetchQuotes('travel', 'visitors-to-canada', request);
    expect(sentToken(1)).toBe('q1.1.mac');

    // Another product has its own token; an answer without one (signed in) forgets the product's.
    fetchMock.mockResolvedValueOnce(travelAnswer('q2'));
    await fetchQuotes('travel', 'supervisa', request);
    expect(sentToken(2)).toBeNull();
    fetchMock.mockResolvedValueOnce(travelAnswer('q3'));
    await fetchQuotes('travel', 'visitors-to-canada', request);
    expect(sentToken(3)).toBe('q1.1.mac');
    fetchMock.mockResolvedValueOnce(travelAnswer('q4'));
    await fetchQuotes('travel', 'visitors-to-canada', request);
    expect(sentToken(4)).toBeNull();
  });
});
