// The admin panel's quote activity: quotes per product per Toronto day over the last 30
// days, and how many quotes became applications, per family. The web draws it as charts and a
// data table (the table is the charts' text alternative).

import { z } from 'zod';

export const QUOTE_ACTIVITY_DAYS = 30;
export const QUOTE_FAMILIES = ['life', 'travel'] as const;

export const quoteActivitySchema = z.object({
  /** 'YYYY-MM-DD' Toronto days, oldest first, ending today. */
  days: z.array(z.string()),
  products: z.array(
    z.object({
      product: z.string(),
      name: z.string(),
      /** One count per entry of `days`. */
      perDay: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
  conversion: z.array(
    z.object({
      family: z.enum(QUOTE_FAMILIES),
      quotes: z.number().int(),
      applications: z.number().int(),
    }),
  ),
});
export type QuoteActivity = z.infer<typeof quoteActivitySchema>;

/** Applications per 100 quotes, one decimal; null without quotes. */
export function conversionPercent(row: { quotes: number; applications: number }): number | null {
  return row.quotes === 0 ? null : Math.round((row.applications * 1000) / row.quotes) / 10;
}
