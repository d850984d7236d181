// The words naming the plan an application cites (ADR 0088), the same in both mails, the staff
// inbox, the applications list and export, and My account > Applications.

import { formatCad } from '../money/cents.ts';

/** Insurers' names by code as staff keep them (ADR 0097); an unnamed code is shown as it is. */
export type InsurerNames = ReadonlyMap<string, string>;

export interface CitedPlanFacts {
  insurerCode: string;
  policyName: string;
  /** One premium, or one per medical rate category (Premium 1, 2, ...). */
  premiumCents: readonly number[];
  rateVersion?: string | null | undefined;
}

/** '$512.30', or 'Premium 1 $512.30, Premium 2 $640.00 (the insurer's medical questionnaire decides)'. */
export function premiumWords(premiumCents: readonly number[]): string {
  if (premiumCents.length === 1) return formatCad(premiumCents[0] ?? 0);
  const each = premiumCents.map((cents, i) => `Premium ${i + 1} ${formatCad(cents)}`).join(', ');
  return `${each} (the insurer's medical questionnaire decides which applies)`;
}

/** 'Destination Visitors to Canada by Destination Travel' */
export function planWords(
  plan: Pick<CitedPlanFacts, 'insurerCode' | 'policyName'>,
  names: InsurerNames,
): string {
  return `${plan.policyName} by ${names.get(plan.insurerCode) ?? plan.insurerCode}`;
}

/** 'Destination Visitors to Canada by Destination Travel, premium $512.30' */
export function citedPlanWords(plan: CitedPlanFacts, names: InsurerNames): string {
  return `${planWords(plan, names)}, premium ${premiumWords(plan.premiumCents)}`;
}

/** What an application names of its plan, life or travel; nulls where it names nothing. */
export interface AppliedPlanFacts {
  insurerCode: string | null;
  policyName: string | null;
  premiumCents: readonly number[] | null;
  /** Life only: 'monthly' or 'annually'. */
  premiumPaymentDuration: string | null;
}

/** 'Term 20 by Beacon Life, premium $42.10 monthly'; null when the application names no plan. */
export function appliedPlanWords(plan: AppliedPlanFacts, names: InsurerNames): string | null {
  if (plan.insurerCode === null || plan.policyName === null) return null;
  const named = planWords({ insurerCode: plan.insurerCode, policyName: plan.policyName }, names);
  if (plan.premiumCents === null || plan.premiumCents.length === 0) return named;
  const period = plan.premiumPaymentDuration === null ? '' : ` ${plan.premiumPaymentDuration}`;
  return `${named}, premium ${premiumWords(plan.premiumCents)}${period}`;
}
