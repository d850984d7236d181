// Prices a travel quote request over the stored rate tables (N8, N9), stores the request with its
// result and the rate-table versions used, and answers in dollars (N40).

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
import { travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import type {
  StudentProductSlug,
  TravelProductSlug,
  TravellerProductSlug,
  VisitorProductSlug,
} from '@brokerage/shared/travel-quote/travel-products';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { currentRateVersions } from './rate-versions.ts';
import { findPlansByKind, insertQuoteRequests, insertQuoteResult } from './travel-quote.repository.ts';
import type { StoredPlan } from './travel-quote.repository.ts';

const RATE_FILE_OF_KIND = {
  visitor: 'visitor-rates',
  student: 'student-rates',
  traveller: 'traveller-rates',
};

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

// Pricing is a pure function of the product, the request, today and the rate-table versions, so
// identical requests share one result while those versions are in force (ADR 0053).
const QUOTE_CACHE_ENTRIES = 500; // about 35 KB each with its JSON: ~17 MB at most
// Per database, since an entry names a stored row.
const quotesByDb = new WeakMap<Db, LruCache<string, Promise<PricedQuote>>>();

const recordQuoteRequest = createGroupCommit(insertQuoteRequests);

export async function createTravelQuote(
  db: Db,
  product: TravelProductSlug,
  body: unknown,
  today: CivilDate = todayInZone(new Date()),
): Promise<TravelQuoteResult> {
  const rates = await currentRateVersions(db);
  const key = `${product}|${today}|${rates.key}|${JSON.stringify(body)}`;
  let quotes = quotesByDb.get(db);
  if (quotes === undefined) {
    quotes = new LruCache<string, Promise<PricedQuote>>(QUOTE_CACHE_ENTRIES);
    quotesByDb.set(db, quotes);
  }
  let pricing = quotes.get(key);
  if (pricing === undefined) {
    // Concurrent identical requests wait for one pricing. Only answered requests are kept: a
    // refused one is checked again (and refused) each time.
    const cache = quotes;
    pricing = priceTravelQuote(db, product, body, today, rates.versions);
    cache.set(key, pricing);
    pricing.catch(() => cache.delete(key));
  }
  const quote = await pricing;
  await recordQuoteRequest(db, { product, request: body, resultId: quote.resultId });
  return quote.result;
}

async function priceTravelQuote(
  db: Db,
  product: TravelProductSlug,
  body: unknown,
  today: CivilDate,
  versions: RateTableVersion[],
): Promise<PricedQuote> {
  const kind = travelProductKind(product);
  const stored = await plansOfKind(db, kind, versions);
  const rows = priceRequest(product, body, today, stored);
  rows.sort((a, b) => firstPremium(a) - firstPremium(b) || a.policyName.localeCompare(b.policyName));

  const quoted = new Set(rows.map((r) => r.planCode));
  const summary: Record<string, PlanSummary> = {};
  for (const { plan, benefits } of stored) {
    if (!quoted.has(plan.planCode)) continue;
    summary[plan.policyName] = {
      planCode: plan.planCode,
      company: insurerName(plan.insurerCode),
      lines: benefits,
      policyWordingLink: policyWordingPath(plan.planCode),
    };
  }
  const result: TravelQuoteResult = {
    quotes: rows.map(toJson),
    deductibles: deductiblesOf(rows).map(centsToDollars),
    summary,
    isSampleRates: versions.some((v) => v.source === 'sample'),
  };
  const used = new Set(['plans', 'deductibles', 'benefits', RATE_FILE_OF_KIND[kind]]);
  const resultId = await insertQuoteResult(db, {
    product,
    result: {
      // [plan code, deductible, premium(s), then instalment and deposit where offered], in dollars:
      // tuples, because every quote stores one row and a visitor quote prices about 45 rows.
      quotes: result.quotes.map((q) => [
        q.planCode,
        q.deductibleAmount,
        q.premiumAmount,
        ...(q.monthly ? [q.monthly.instalmentAmount, q.monthly.depositAmount] : []),
      ]),
      deductibles: result.deductibles,
    },
    rateVersions: versions.filter((v) => used.has(v.table)),
  });
  return { result, resultId };
}

// Parsed plans per kind and rate-table versions. The versions are read on every request, so a new
// import (another version) is seen at once by every API process (N3); only unchanged tables are reused.
const planCache = new Map<string, StoredPlan[]>();

async function plansOfKind(
  db: Db,
  kind: RatePlan['kind'],
  versions: RateTableVersion[],
): Promise<StoredPlan[]> {
  const key = `${kind}|${versions
    .map((v) => `${v.table}:${v.version}:${v.source}`)
    .sort()
    .join(',')}`;
  const cached = planCache.get(key);
  if (cached) return cached;
  const plans = await findPlansByKind(db, kind);
  if (planCache.size > 20) planCache.clear();
  planCache.set(key, plans);
  return plans;
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
    return priceVisitorQuotes(product as VisitorProductSlug, request, plans).map((r) => ({
      ...r,
      premium: r.premiumCents,
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
      ...r,
      premium: r.premiumCents,
      monthly: null,
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
    ...r,
    coverageCents: null,
    premium: r.premiumsCents,
    monthly: null,
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
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  throw validationFailed(fieldErrors, parsed.error.issues[0]?.message);
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
