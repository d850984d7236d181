// The one way a rate import is compared with the rates in use (ADRs 0097, 0116), for travel plans
// and life plans alike: plans added, removed, and sample prices that move. Pure: each catalogue
// says how its plans are priced at an age.

import { centsToDollars } from '../money/cents.ts';
import type { PreviewPlan, RatePreview } from './rate-import-schemas.ts';

export interface ComparedPlan {
  planCode: string;
  policyName: string;
  insurerCode: string;
}

/** The changes between the plans in use (`before`) and those of the version (`after`). */
export function compareRatePlans<P extends ComparedPlan>(input: {
  before: readonly P[];
  after: readonly P[];
  sampleAges: readonly number[];
  /** A plan's sample price at `age` in cents; null where it does not cover the age. */
  priceCents: (plan: P, age: number) => number | null;
  insurerName: (code: string) => string;
  /** Who a plan covers, in the words the results show (ADR 0115); none where a catalogue has no such data. */
  eligibilityWords?: (plan: P) => readonly string[];
}): Pick<RatePreview, 'added' | 'removed' | 'priceMoves' | 'unchanged' | 'eligibility'> {
  const describe = (plan: P): PreviewPlan => ({
    planCode: plan.planCode,
    policyName: plan.policyName,
    company: input.insurerName(plan.insurerCode),
  });
  const beforeByCode = new Map(input.before.map((p) => [p.planCode, p]));
  const afterCodes = new Set(input.after.map((p) => p.planCode));
  const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
  const priceMoves: RatePreview['priceMoves'] = [];
  const eligibility: RatePreview['eligibility'] = [];
  const wordsOf = (plan: P) => [...(input.eligibilityWords?.(plan) ?? [])];
  let unchanged = 0;
  for (const next of input.after) {
    const previous = beforeByCode.get(next.planCode);
    if (input.eligibilityWords !== undefined) {
      const words = wordsOf(next);
      const was = previous === undefined ? null : wordsOf(previous);
      if (was === null || was.join('\n') !== words.join('\n'))
        eligibility.push({ ...describe(next), before: was, after: words });
    }
    if (previous === undefined) continue;
    const moves = input.sampleAges.flatMap((age) => {
      const was = input.priceCents(previous, age);
      const is = input.priceCents(next, age);
      return was === is ? [] : [{ ...describe(next), age, before: dollars(was), after: dollars(is) }];
    });
    if (moves.length === 0) unchanged += 1;
    priceMoves.push(...moves);
  }
  const byName = (a: PreviewPlan, b: PreviewPlan) => a.policyName.localeCompare(b.policyName);
  return {
    added: input.after
      .filter((p) => !beforeByCode.has(p.planCode))
      .map(describe)
      .sort(byName),
    removed: input.before
      .filter((p) => !afterCodes.has(p.planCode))
      .map(describe)
      .sort(byName),
    priceMoves,
    unchanged,
    eligibility: eligibility.sort(byName),
  };
}

/**
 * A one-insurer import (ADRs 0097, 0116): every imported plan must be `insurer`'s, and the other
 * insurers' plans in use are kept with them. Answers the merged list, or the problem in words.
 */
export function withOtherInsurersPlans<P extends { planCode: string; insurerCode: string }>(
  imported: readonly P[],
  inUse: readonly P[],
  insurer: string,
): { ok: true; plans: P[] } | { ok: false; problem: string } {
  const other = imported.find((p) => p.insurerCode !== insurer);
  if (other !== undefined)
    return { ok: false, problem: `plan ${other.planCode} is of ${other.insurerCode}, not ${insurer}` };
  const carried = inUse.filter((p) => p.insurerCode !== insurer);
  const codes = new Set(imported.map((p) => p.planCode));
  const clash = carried.find((p) => codes.has(p.planCode));
  if (clash !== undefined)
    return { ok: false, problem: `plan ${clash.planCode} is already a plan of ${clash.insurerCode}` };
  return { ok: true, plans: [...imported, ...carried] };
}
