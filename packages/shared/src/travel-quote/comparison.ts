// Plans comparison (product-flows sections 2, 5 and 7): plan1, company1, plan2, company2 and
// optionally plan3, company3 (both or neither), plus the product type. The answer is a map of
// benefit name to one value per plan; null where a plan has no such line (the page shows a placeholder).

import { z } from 'zod';
import type { BenefitLine } from './rate-table.ts';
import { TRAVEL_PRODUCT_SLUGS, TRAVEL_PRODUCTS } from './travel-products.ts';

export const COMPARISON_MESSAGES = {
  plan: 'Choose the plan to compare',
  company: 'Choose the company of the plan',
  plan3: 'Plan 3 needs both a plan and a company',
  type: 'This product has no plan comparison',
} as const;

const text = (message: string) => z.string(message).trim().min(1, message).max(120, message);
const optionalText = z.string().trim().max(120).optional().nullable();

export const COMPARISON_PRODUCT_SLUGS = TRAVEL_PRODUCT_SLUGS.filter(
  (slug) => TRAVEL_PRODUCTS[slug].hasComparison,
);

export const comparisonRequestSchema = z
  .object({
    plan1: text(COMPARISON_MESSAGES.plan),
    company1: text(COMPARISON_MESSAGES.company),
    plan2: text(COMPARISON_MESSAGES.plan),
    company2: text(COMPARISON_MESSAGES.company),
    plan3: optionalText,
    company3: optionalText,
    type: z
      .string(COMPARISON_MESSAGES.type)
      .refine((t) => (COMPARISON_PRODUCT_SLUGS as string[]).includes(t), COMPARISON_MESSAGES.type),
  })
  .superRefine((q, ctx) => {
    if (Boolean(q.plan3) !== Boolean(q.company3)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.plan3 ? 'company3' : 'plan3'],
        message: COMPARISON_MESSAGES.plan3,
      });
    }
  });
export type ComparisonRequest = z.infer<typeof comparisonRequestSchema>;

/** The (plan, company) pairs asked for, in order. */
export function comparedPlans(request: ComparisonRequest): { plan: string; company: string }[] {
  const pairs = [
    { plan: request.plan1, company: request.company1 },
    { plan: request.plan2, company: request.company2 },
  ];
  if (request.plan3 && request.company3) pairs.push({ plan: request.plan3, company: request.company3 });
  return pairs;
}

export type ComparisonSummary = Record<string, (string | null)[]>;

/** Benefit name to one value per plan, in first-seen order; null where a plan lacks the line. */
export function compareBenefits(summaries: readonly (readonly BenefitLine[])[]): ComparisonSummary {
  const map: ComparisonSummary = {};
  summaries.forEach((lines, planIndex) => {
    for (const { key, value } of lines) {
      map[key] ??= summaries.map(() => null);
      const values = map[key];
      if (values) values[planIndex] = value;
    }
  });
  return map;
}
