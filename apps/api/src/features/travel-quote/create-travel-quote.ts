// Prices a checked travel quote request (the route parsed it with the product's schema for today,
// travel-kinds.ts) over the active rate versions (N8, N9), stores the request with its result and
// the rate-table versions used, and describes the answer in dollars (N40).

import { randomUUID } from 'node:crypto';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { centsToDollars } from '@brokerage/shared/money/cents';
import { PLAN_OPTION_VALUES } from '@brokerage/shared/travel-quote/plan-eligibility';
import type {
  PlanSummary,
  TravelQuoteResult,
  TravelQuoteRow,
} from '@brokerage/shared/travel-quote/quote-result.schema';
import type { RateTableVersion } from '@brokerage/shared/travel-quote/rate-table';
import { deductiblesOf } from '@brokerage/shared/travel-quote/travel-pricing';
import { encodeStoredTravelQuotes } from '@brokerage/shared/travel-quote/stored-travel-quotes';
import { travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import type { Db } from '../../db/client.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import { QuoteCache } from '../../lib/quote-cache.ts';
import { RecentQuotes } from '../../lib/recent-quotes.ts';
import { revisitedQuoteId, signRevisitToken } from '../../lib/revisit-token.ts';
import type { GuestRevisit } from '../../lib/revisit-token.ts';
import {
  currentRateVersions,
  planRateKey,
  plansOfKey,
  RATE_TABLE_OF_KIND,
  versionsPricing,
} from './rate-versions.ts';
import type { PricedPlan } from './rate-versions.ts';
import { priceTravelRequest } from './travel-kinds.ts';
import type { PricedRow, TravelQuoteRequest } from './travel-kinds.ts';
import { insertQuoteRequests } from './travel-quote.repository.ts';
import type { NewTravelQuoteResult } from './travel-quote.repository.ts';
import { compareNames } from '@brokerage/shared/text/compare-names';

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
// statement per batch (ADR 0083): it answers each row's result id.
const recordQuoteRequest = createGroupCommit(insertQuoteRequests);

// An account's identical request within minutes (a results page visited again) answers the stored
// quote's id and stores nothing (ADR 0114); a guest's does with its last answer's token (ADR 0123).
const recentQuotes = new RecentQuotes<CreatedTravelQuote>(QUOTE_CACHE_ENTRIES);

export interface CreatedTravelQuote {
  /** The stored request's public uuid: the browser keeps it to claim the quote. */
  quoteId: string;
  /** Shared by identical requests: never change it. */
  result: TravelQuoteResult;
  /** A guest's: sent back with the same request, it answers this quote again (ADR 0123). */
  revisitToken?: string;
}

export async function createTravelQuote(
  db: Db,
  product: TravelProductSlug,
  request: TravelQuoteRequest,
  options: { userId?: string | null; today?: CivilDate; guest?: GuestRevisit } = {},
): Promise<CreatedTravelQuote> {
  const today = options.today ?? todayInZone(new Date());
  const at = Date.now();
  const rates = await currentRateVersions(db);
  const key = `${product}|${today}|${rates.key}|${JSON.stringify(request)}`;
  const ownKey = options.userId == null ? null : `${options.userId}|${key}`;
  const recent = ownKey === null ? undefined : recentQuotes.get(db, ownKey, at);
  if (recent !== undefined) return recent;
  // A guest's token for this very request answers its recent quote again (ADR 0123).
  const guest = ownKey === null ? options.guest : undefined;
  const revisited = guest === undefined ? undefined : revisitedQuoteId(guest, key, at);
  if (revisited !== undefined) {
    // Priced again only when another process stored it or the cache let it go: nothing is stored.
    const cached = quoteCache.peek(db, key);
    const plans = rates.plans[travelProductKind(product)];
    const result =
      cached === undefined ? answerOf(product, request, plans, rates.versions) : (await cached).result;
    return { quoteId: revisited, result, revisitToken: guest?.token };
  }
  const quoteId = randomUUID();
  // Run while signed in, the quote is the account's at once.
  const row = { publicId: quoteId, product, request, userId: options.userId ?? null };
  // The request that prices a new answer stores it together with its own row; identical requests
  // wait for that answer's id and store their rows pointing at it. A refused request is not kept:
  // it is checked again (and refused) each time.
  let storedWithAnswer = false;
  const quote = await quoteCache.get(db, key, async () => {
    storedWithAnswer = true;
    const plans = rates.plans[travelProductKind(product)];
    const { result, newResult } = priceTravelQuote(product, request, plans, rates.versions);
    const resultId = await recordQuoteRequest(db, { ...row, resultId: null, newResult });
    return { result, resultId };
  });
  if (!storedWithAnswer) await recordQuoteRequest(db, { ...row, resultId: quote.resultId, newResult: null });
  const created = { quoteId, result: quote.result };
  if (ownKey !== null) recentQuotes.set(db, ownKey, created, at);
  if (guest === undefined) return created;
  return { ...created, revisitToken: signRevisitToken(guest.secret, quoteId, key, at) };
}

/** Prices a request (checked for today) at today's rates without storing it ('See quotes again'). */
export async function priceTravelQuoteToday(
  db: Db,
  product: TravelProductSlug,
  request: TravelQuoteRequest,
): Promise<TravelQuoteResult> {
  const rates = await currentRateVersions(db);
  return answerOf(product, request, rates.plans[travelProductKind(product)], rates.versions);
}

/**
 * Prices a request again, without storing it, from the rate-table versions a stored quote cites
 * (travel_quote_results.rate_versions): the same answer as then, whatever was imported since
 * (ADR 0061). The caller checked the stored request for the day it was asked.
 */
export async function repriceTravelQuote(
  db: Db,
  product: TravelProductSlug,
  request: TravelQuoteRequest,
  citedVersions: readonly RateTableVersion[],
): Promise<TravelQuoteResult> {
  const kind = travelProductKind(product);
  // Cited versions may be inactive now: their plans are read for this pricing only.
  const plans = await plansOfKey(db, kind, planRateKey(citedVersions, kind));
  return answerOf(product, request, plans, citedVersions);
}

function priceTravelQuote(
  product: TravelProductSlug,
  request: TravelQuoteRequest,
  plans: readonly PricedPlan[],
  versions: RateTableVersion[],
): { result: TravelQuoteResult; newResult: NewTravelQuoteResult } {
  const kind = travelProductKind(product);
  const result = answerOf(product, request, plans, versions);
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

/** Prices the request over the plans of its kind and describes the answer in dollars (N40). */
function answerOf(
  product: TravelProductSlug,
  request: TravelQuoteRequest,
  plans: readonly PricedPlan[],
  versions: readonly RateTableVersion[],
): TravelQuoteResult {
  const rows = priceTravelRequest(
    product,
    request,
    plans.map((p) => p.plan),
  );
  rows.sort((a, b) => firstPremium(a) - firstPremium(b) || compareNames(a.policyName, b.policyName));

  const quoted = new Set(rows.map((r) => r.planCode));
  const summary: Record<string, PlanSummary> = {};
  const offered = new Set<string>();
  for (const plan of plans) {
    if (!quoted.has(plan.plan.planCode)) continue;
    summary[plan.plan.policyName] = plan.summary;
    offered.add(plan.summary.option);
  }
  return {
    // The insurer's name as the plan's summary holds it (the insurers table, ADR 0097).
    quotes: rows.map((row) => toJson(row, summary[row.policyName]?.company ?? row.insurerCode)),
    deductibles: deductiblesOf(rows).map(centsToDollars),
    summary,
    planOptions: PLAN_OPTION_VALUES.filter((option) => offered.has(option)),
    isSampleRates: versions.some((v) => v.source === 'sample'),
  };
}

function firstPremium(row: PricedRow): number {
  return Array.isArray(row.premium) ? (row.premium[0] ?? 0) : row.premium;
}

function toJson(row: PricedRow, company: string): TravelQuoteRow {
  return {
    planCode: row.planCode,
    policyName: row.policyName,
    company,
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
