// The JSON of a travel answer, written without the response schema's encode (issue 14, ADR 0083):
// the rows are built in the schema's key order (create-travel-quote.ts), and each plan's benefit
// summary, the largest part of a visitor answer and the same in every answer showing the plan, is
// written once per summary object. routes.test.ts checks the text against the schema's encode.

import type { PlanSummary, TravelQuoteResult } from '@brokerage/shared/travel-quote/quote-result.schema';

const summaryJsonOf = new WeakMap<PlanSummary, string>();

function planSummaryJson(summary: PlanSummary): string {
  let json = summaryJsonOf.get(summary);
  if (json === undefined) {
    json = JSON.stringify({
      planCode: summary.planCode,
      company: summary.company,
      lines: summary.lines.map((l) => ({ key: l.key, value: l.value })),
      policyWordingLink: summary.policyWordingLink,
    });
    summaryJsonOf.set(summary, json);
  }
  return json;
}

/** `{"quotes":…,"deductibles":…,"summary":…,"isSampleRates":…}`, as JSON.stringify of the encoded result. */
export function travelResultJson(result: TravelQuoteResult): string {
  const summaries: string[] = [];
  // Object.keys: the order JSON.stringify itself would follow.
  for (const name of Object.keys(result.summary)) {
    const summary = result.summary[name];
    if (summary !== undefined) summaries.push(`${JSON.stringify(name)}:${planSummaryJson(summary)}`);
  }
  return `{"quotes":${JSON.stringify(result.quotes)},"deductibles":${JSON.stringify(result.deductibles)},"summary":{${summaries.join(',')}},"isSampleRates":${String(result.isSampleRates)}}`;
}
