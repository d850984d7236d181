// Use case: the price anchors of the home and product pages (ADR 0120), priced from the active rate
// tables by the quote engine. Kept per Toronto date and rate versions: an import changes the
// versions, so the next call prices again; otherwise every call is a map lookup.

import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { SAMPLE_RATE_SOURCE } from '@brokerage/shared/life-quote/life-rates';
import { priceAnchorCents } from '@brokerage/shared/life-quote/price-anchor';
import type { PriceAnchor } from '@brokerage/shared/life-quote/price-anchor';
import type { Db } from '../../db/client.ts';
import { activeRateTables } from './active-rate-tables.ts';

let kept: { key: string; anchors: PriceAnchor[] } | null = null;

export async function priceAnchors(db: Db, now: Date): Promise<PriceAnchor[]> {
  const today = todayInZone(now);
  const tablesByProduct = await Promise.all(
    LIFE_QUOTE_SLUGS.map(async (product) => ({ product, tables: await activeRateTables(db, product) })),
  );
  const key = `${today}|${tablesByProduct.flatMap(({ tables }) => tables.map((t) => `${t.product}:${t.version}`)).join(',')}`;
  if (kept?.key === key) return kept.anchors;
  const anchors: PriceAnchor[] = [];
  for (const { product, tables } of tablesByProduct) {
    const monthlyCents = priceAnchorCents(product, tables, today);
    if (monthlyCents === null) continue;
    anchors.push({
      product,
      monthlyCents,
      sampleRates: tables.some((t) => t.source === SAMPLE_RATE_SOURCE),
    });
  }
  kept = { key, anchors };
  return anchors;
}
