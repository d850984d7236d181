// Prices a travel quote request over the stored rate tables (N8, N9), stores the request with its
// result and the rate-table versions used, and answers in dollars (N40).

import { randomUUID } from 'node:crypto';
import { insurerName } from '@brokerage/shared/catalogue/insurers';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { centsToDollars } from '@brokerage/shared/money/cents';
import {
  studentQuoteRequestSchema,
  travellerQuoteRequestSchema,
  visitorQuoteRequestSchema,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import { policyWordingPath } from '@brokerage/shared/travel-quote/quote-result.schema';
import type {
  PlanSummary,
  TravelQuoteResult,
  TravelQuoteRow,
} from '@brokerage/shared/travel-quote/quote-result.schema';
import type {
  RatePlan,
  RateTableVersion,
  StudentRatePlan,
  TravellerRatePlan,
  VisitorRatePlan,
} from '@brokerage/shared/travel-quote/rate-table';
import {
  deductiblesOf,
  priceStudentQuotes,
  priceTravellerQuotes,
  priceVisitorQuotes,
} from '@brokerage/shared/travel-quote/travel-pricing';
import { encodeStoredTravelQuotes } from '@brokerage/shared/travel-quote/stored-travel-quotes';
import { travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import type {
  StudentProductSlug,
  TravelProductSlug,
  TravellerProductSlug,
  VisitorProductSlug,
} from '@brokerage/shared/travel-quote/travel-products';
import type { Db } from '../../db/client.ts';
import { invalidInput } from '../../lib/app-error.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import { QuoteCache } from '../../lib/quote-cache.ts';
import { currentRateVersions, planRateKey, RATE_TABLE_OF_KIND, versionsPricing } from './rate-versions.ts';
import { findPlansByKind, insertQuoteRequests } from './travel-quote.repository.ts';
import type { NewTravelQuoteResult, StoredPlan } from './travel-quote.repository.ts';

interface PricedRow {
  planCode: string;
  insurerCode: string;
  policyName: string;
  coverageCents: number | null;
  deductibleCents: number | null;
  premium: number | number[];
  monthly: { instalmentCents: number; depositCents: number } | null;
  buyNowUrl: string | null;
  questionnaireUrl: string | null;
}

interface PricedQuote {
  /** Shared by identical requests: never change it. */
  result: TravelQuoteResult;
  /** The stored answer every identical request points at (ADR 0053). */
  resultId: number;
}

// Identical requests share one pricing while the versions are active (lib/quote-cache.ts).
const QUOTE_CACHE_ENTRIES = 500; // about 35 KB each with its JSON: ~17 MB at most
const quoteCache = new QuoteCache<PricedQuote>(QUOTE_CACHE_ENTRIES);

// Every request row, with the new answer the first request of a result brings, goes into one
// statement per batch (issue 14, ADR 0083): it answers each row's result id.
const recordQuoteRequest = createGroupCommit(insertQuoteRequests);

export interface CreatedTravelQuote {
  /** The stored request's public uuid: the browser keeps it to claim the quote (issue 15). */
  quoteId: string;
  /** Shared by identical requests: never change it. */
  result: TravelQuoteResult;
}

export async function createTravelQuote(
  db: Db,
  product: TravelProductSlug,
  body: unknown,
  options: { userId?: string | null; today?: CivilDate } = {},
): Promise<CreatedTravelQuote> {
  const today = options.today ?? todayInZone(new Date());
  const rates = await currentRateVersions(db);
  const key = `${product}|${today}|${rates.key}|${JSON.stringify(body)}`;
  const quoteId = randomUUID();
  // Run while signed in, the quote is the account's at once (issue 15).
  const row = { publicId: quoteId, product, request: body, userId: options.userId ?? null };
  // The request that prices a new answer stores it together with its own row; identical requests
  // wait for that answer's id and store their rows pointing at it. A refused request is not kept:
  // it is checked again (and refused) each time.
  let storedWithAnswer = false;
  const quote = await quoteCache.get(db, key, async () => {
    storedWithAnswer = true;
    const { result, newResult } = await priceTravelQuote(db, product, body, today, rates.versions);
    const resultId = await recordQuoteRequest(db, { ...row, resultId: null, newResult });
    return { result, resultId };
  });
  if (!storedWithAnswer) await recordQuoteRequest(db, { ...row, resultId: quote.resultId, newResult: null });
  return { quoteId, result: quote.result };
}

/** Prices a request at today's rates without storing it ('See quotes again', issue 15). */
export async function priceTravelQuoteToday(
  db: Db,
  product: TravelProductSlug,
  body: unknown,
  today: CivilDate,
): Promise<TravelQuoteResult> {
  const rates = await currentRateVersions(db);
  return repriceTravelQuote(db, product, body, today, rates.versions);
}

/**
 * Prices a request again, without storing it, from the rate-table versions a stored quote cites
 * (travel_quote_results.rate_versions) and the day it was asked: the same answer as then, whatever
 * was imported since (ADR 0061).
 */
export async function repriceTravelQuote(
  db: Db,
  product: TravelProductSlug,
  body: unknown,
  today: CivilDate,
  citedVersions: readonly RateTableVersion[],
): Promise<TravelQuoteResult> {
  const kind = travelProductKind(product);
  const stored = await plansOfKey(db, kind, planRateKey(citedVersions, kind));
  return answerOf(product, body, today, stored, citedVersions);
}

async function priceTravelQuote(
  db: Db,
  product: TravelProductSlug,
  body: unknown,
  today: CivilDate,
  versions: RateTableVersion[],
): Promise<{ result: TravelQuoteResult; newResult: NewTravelQuoteResult }> {
  const kind = travelProductKind(product);
  const stored = await plansOfKey(db, kind, planRateKey(versions, kind));
  const result = answerOf(product, body, today, stored, versions);
  const newResult = {
    product,
    result: {
      // One text of [plan code, deductible, premium(s), instalment and deposit where offered] rows:
      // every varied quote stores one answer, and a visitor answer prices about 40 rows (ADR 0083).
      quotes: encodeStoredTravelQuotes(result.quotes),
      deductibles: result.deductibles,
    },
    rateVersions: versionsPricing(versions, RATE_TABLE_OF_KIND[kind]),
  };
  return { result, newResult };
}

function answerOf(
  product: TravelProductSlug,
  body: unknown,
  today: CivilDate,
  stored: StoredPlan[],
  versions: readonly RateTableVersion[],
): TravelQuoteResult {
  const rows = priceRequest(product, body, today, stored);
  rows.sort((a, b) => firstPremium(a) - firstPremium(b) || a.policyName.localeCompare(b.policyName));

  const quoted = new Set(rows.map((r) => r.planCode));
  const summary: Record<string, PlanSummary> = {};
  for (const storedPlan of stored) {
    if (quoted.has(storedPlan.plan.planCode)) summary[storedPlan.plan.policyName] = planSummary(storedPlan);
  }
  const result: TravelQuoteResult = {
    quotes: rows.map(toJson),
    deductibles: deductiblesOf(rows).map(centsToDollars),
    summary,
    isSampleRates: versions.some((v) => v.source === 'sample'),
  };
  return result;
}

// One summary object per stored plan, shared by every answer that quotes it: its JSON is written
// once (travel-answer-json.ts, issue 14).
const summaries = new WeakMap<StoredPlan, PlanSummary>();
function planSummary(stored: StoredPlan): PlanSummary {
  let summary = summaries.get(stored);
  if (summary === undefined) {
    summary = {
      planCode: stored.plan.planCode,
      company: insurerName(stored.plan.insurerCode),
      lines: stored.benefits,
      policyWordingLink: policyWordingPath(stored.plan.planCode),
    };
    summaries.set(stored, summary);
  }
  return summary;
}

// Parsed plans per database and key of table versions: the rows under a key never change (ADR 0061).
const planCache = new WeakMap<Db, Map<string, Promise<StoredPlan[]>>>();

function plansOfKey(db: Db, kind: RatePlan['kind'], rateKey: string): Promise<StoredPlan[]> {
  let plans = planCache.get(db);
  if (plans === undefined) {
    plans = new Map();
    planCache.set(db, plans);
  }
  const key = `${kind}|${rateKey}`;
  let found = plans.get(key);
  if (found === undefined) {
    if (plans.size > 20) plans.clear();
    const cache = plans;
    found = findPlansByKind(db, rateKey, kind);
    cache.set(key, found);
    found.catch(() => cache.delete(key));
  }
  return found;
}

function firstPremium(row: PricedRow): number {
  return Array.isArray(row.premium) ? (row.premium[0] ?? 0) : row.premium;
}

/** Checks the body against the product's schema with today's date, then prices it. */
function priceRequest(
  product: TravelProductSlug,
  body: unknown,
  today: CivilDate,
  stored: StoredPlan[],
): PricedRow[] {
  const kind = travelProductKind(product);
  if (kind === 'visitor') {
    const request = parse(
      cachedSchema(`${product}|${today}`, () =>
        visitorQuoteRequestSchema(product as VisitorProductSlug, { today }),
      ),
      body,
    );
    const plans = stored.map((s) => s.plan).filter((p): p is VisitorRatePlan => p.kind === 'visitor');
    // Rows built field by field: a spread per row was a visitor quote's costliest line (issue 14).
    return priceVisitorQuotes(product as VisitorProductSlug, request, plans).map((r) => ({
      planCode: r.planCode,
      insurerCode: r.insurerCode,
      policyName: r.policyName,
      coverageCents: r.coverageCents,
      deductibleCents: r.deductibleCents,
      premium: r.premiumCents,
      monthly: r.monthly,
      buyNowUrl: r.buyNowUrl,
      questionnaireUrl: null,
    }));
  }
  if (kind === 'student') {
    const request = parse(
      cachedSchema(`${product}|${today}`, () =>
        studentQuoteRequestSchema(product as StudentProductSlug, { today }),
      ),
      body,
    );
    const plans = stored.map((s) => s.plan).filter((p): p is StudentRatePlan => p.kind === 'student');
    return priceStudentQuotes(product as StudentProductSlug, request, plans).map((r) => ({
      planCode: r.planCode,
      insurerCode: r.insurerCode,
      policyName: r.policyName,
      coverageCents: r.coverageCents,
      deductibleCents: r.deductibleCents,
      premium: r.premiumCents,
      monthly: null,
      buyNowUrl: r.buyNowUrl,
      questionnaireUrl: null,
    }));
  }
  const request = parse(
    cachedSchema(`${product}|${today}`, () =>
      travellerQuoteRequestSchema(product as TravellerProductSlug, { today }),
    ),
    body,
  );
  const plans = stored.map((s) => s.plan).filter((p): p is TravellerRatePlan => p.kind === 'traveller');
  return priceTravellerQuotes(product as TravellerProductSlug, request, plans).map((r) => ({
    planCode: r.planCode,
    insurerCode: r.insurerCode,
    policyName: r.policyName,
    coverageCents: null,
    deductibleCents: r.deductibleCents,
    premium: r.premiumsCents,
    monthly: null,
    buyNowUrl: r.buyNowUrl,
    questionnaireUrl: r.questionnaireUrl,
  }));
}

// Building a zod schema costs far more than using one: keep one per product and day.
const schemaCache = new Map<string, unknown>();
function cachedSchema<S>(key: string, build: () => S): S {
  const found = schemaCache.get(key) as S | undefined;
  if (found) return found;
  if (schemaCache.size > 50) schemaCache.clear();
  const schema = build();
  schemaCache.set(key, schema);
  return schema;
}

function parse<T>(
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error.issues);
}

function toJson(row: PricedRow): TravelQuoteRow {
  return {
    planCode: row.planCode,
    policyName: row.policyName,
    company: insurerName(row.insurerCode),
    insurerCode: row.insurerCode,
    coverageAmount: row.coverageCents === null ? null : centsToDollars(row.coverageCents),
    deductibleAmount: row.deductibleCents === null ? null : centsToDollars(row.deductibleCents),
    premiumAmount: Array.isArray(row.premium) ? row.premium.map(centsToDollars) : centsToDollars(row.premium),
    monthly:
      row.monthly === null
        ? null
        : {
            instalmentAmount: centsToDollars(row.monthly.instalmentCents),
            depositAmount: centsToDollars(row.monthly.depositCents),
          },
    link: row.buyNowUrl,
    questionnaireLink: row.questionnaireUrl,
  };
}
