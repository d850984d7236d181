// Plans comparison (product-flows sections 2 and 7): the benefit summaries of 2 or 3 plans side by side.

import { compareBenefits, comparedPlans } from '@brokerage/shared/travel-quote/comparison';
import type { ComparisonRequest, ComparisonSummary } from '@brokerage/shared/travel-quote/comparison';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import { currentRateVersions } from './rate-versions.ts';
import { findAllPlans } from './travel-quote.repository.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function comparePlans(db: Db, request: ComparisonRequest): Promise<ComparisonSummary> {
  const { planKeys } = await currentRateVersions(db);
  const [plans, { names }] = await Promise.all([
    findAllPlans(db, Object.values(planKeys)),
    insurerDirectory(db),
  ]);
  const type = request.type as TravelProductSlug;
  const chosen = comparedPlans(request).map(({ plan, company }) => {
    const found = plans.find(
      (p) =>
        same(p.plan.policyName, plan) &&
        (same(p.plan.insurerCode, company) || same(names.get(p.plan.insurerCode) ?? '', company)) &&
        (p.plan.products as readonly string[]).includes(type),
    );
    if (!found) throw notFound(`We could not find the plan ${plan} of ${company}`);
    return found;
  });
  return compareBenefits(chosen.map((c) => c.benefits));
}
