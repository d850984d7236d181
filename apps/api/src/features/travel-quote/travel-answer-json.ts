// The JSON of a travel answer, written without the response schema's encode (issue 14, ADR 0083):
// each row is written in the schema's key order around its plan's kept text, and each plan's benefit
// summary, the largest part of a visitor answer and the same in every answer showing the plan, is
// written once per summary object. routes.test.ts checks the text against the schema's encode.

import type {
  PlanSummary,
  TravelQuoteResult,
  TravelQuoteRow,
} from '@brokerage/shared/travel-quote/quote-result.schema';

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

// A row's text up to its coverage, and its links, are the same in every answer quoting the plan:
// kept per plan code and written again only if they differ (a new rate version). Numbers are
// written with String(), which gives JSON.stringify's text for every finite number.
interface PlanRowJson {
  row: TravelQuoteRow;
  head: string;
  tail: string;
}
const planRowJson = new Map<string, PlanRowJson>();

function rowJsonParts(row: TravelQuoteRow): PlanRowJson {
  let parts = planRowJson.get(row.planCode);
  if (
    parts === undefined ||
    parts.row.policyName !== row.policyName ||
    parts.row.company !== row.company ||
    parts.row.insurerCode !== row.insurerCode ||
    parts.row.link !== row.link ||
    parts.row.questionnaireLink !== row.questionnaireLink
  ) {
    if (planRowJson.size > 1000) planRowJson.clear();
    parts = {
      row,
      head: `{"planCode":${JSON.stringify(row.planCode)},"policyName":${JSON.stringify(row.policyName)},"company":${JSON.stringify(row.company)},"insurerCode":${JSON.stringify(row.insurerCode)},"coverageAmount":`,
      tail: `,"link":${JSON.stringify(row.link)},"questionnaireLink":${JSON.stringify(row.questionnaireLink)}}`,
    };
    planRowJson.set(row.planCode, parts);
  }
  return parts;
}

const amount = (value: number | null): string => (value === null ? 'null' : String(value));

function rowJson(row: TravelQuoteRow): string {
  const parts = rowJsonParts(row);
  const premium = Array.isArray(row.premiumAmount)
    ? `[${row.premiumAmount.join(',')}]`
    : String(row.premiumAmount);
  const monthly =
    row.monthly === null
      ? 'null'
      : `{"instalmentAmount":${String(row.monthly.instalmentAmount)},"depositAmount":${String(row.monthly.depositAmount)}}`;
  return `${parts.head}${amount(row.coverageAmount)},"deductibleAmount":${amount(row.deductibleAmount)},"premiumAmount":${premium},"monthly":${monthly}${parts.tail}`;
}

/** `{"quotes":…,"deductibles":…,"summary":…,"isSampleRates":…}`, as JSON.stringify of the encoded result. */
export function travelResultJson(result: TravelQuoteResult): string {
  const summaries: string[] = [];
  // Object.keys: the order JSON.stringify itself would follow.
  for (const name of Object.keys(result.summary)) {
    const summary = result.summary[name];
    if (summary !== undefined) summaries.push(`${JSON.stringify(name)}:${planSummaryJson(summary)}`);
  }
  let quotes = '';
  for (const row of result.quotes) quotes += quotes === '' ? rowJson(row) : `,${rowJson(row)}`;
  return `{"quotes":[${quotes}],"deductibles":${JSON.stringify(result.deductibles)},"summary":{${summaries.join(',')}},"isSampleRates":${String(result.isSampleRates)}}`;
}
