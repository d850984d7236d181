// GET /api/admin/inbox/activity: the admin panel's charts: quotes per product per
// Toronto day over the last 30 days, and quote-to-application conversion per family.

import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import { zonedTimeToInstant } from '@brokerage/shared/booking/booking-slots';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { QUOTE_ACTIVITY_DAYS, QUOTE_FAMILIES } from '@brokerage/shared/staff-inbox/quote-activity-schemas';
import type { QuoteActivity } from '@brokerage/shared/staff-inbox/quote-activity-schemas';
import type { Db } from '../../db/client.ts';
import { selectQuoteActivity } from './staff-inbox.repository.ts';

const productName = (slug: string) => PRODUCTS.find((p) => p.slug === slug)?.name ?? slug;

export async function quoteActivity(db: Db, now = new Date()): Promise<QuoteActivity> {
  const today = todayInZone(now);
  const first = addDays(today, 1 - QUOTE_ACTIVITY_DAYS);
  const days = Array.from({ length: QUOTE_ACTIVITY_DAYS }, (_, i) => addDays(first, i));
  const { quotes, applications } = await selectQuoteActivity(db, zonedTimeToInstant(first, 0));

  const byProduct = new Map<string, number[]>();
  const quotesByFamily = new Map<string, number>();
  for (const row of quotes) {
    const index = days.indexOf(row.day);
    if (index === -1) continue;
    const perDay = byProduct.get(row.product) ?? days.map(() => 0);
    perDay[index] = (perDay[index] ?? 0) + row.n;
    byProduct.set(row.product, perDay);
    quotesByFamily.set(row.family, (quotesByFamily.get(row.family) ?? 0) + row.n);
  }
  const products = [...byProduct]
    .map(([product, perDay]) => ({
      product,
      name: productName(product),
      perDay,
      total: perDay.reduce((sum, n) => sum + n, 0),
    }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const applied = (family: string) =>
    applications.find((row) => row.kind === `${family}-application`)?.n ?? 0;
  return {
    days,
    products,
    conversion: QUOTE_FAMILIES.map((family) => ({
      family,
      quotes: quotesByFamily.get(family) ?? 0,
      applications: applied(family),
    })),
  };
}
