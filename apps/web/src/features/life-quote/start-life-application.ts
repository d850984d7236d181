// Start Application from a life plan (results rows and the comparison): remember the
// chosen plan, with its details for the application page, then go to the application (signed in)
// or to sign-in with the product named (N35).

import { useNavigate } from 'react-router';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteRequest } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifePlanDetails } from '@brokerage/shared/life-quote/plan-details';
import { updateLifeQuote } from './life-quote-storage.ts';

export interface StartablePlan {
  /** The stored quote whose answer listed the plan: the application cites it (ADR 0114). */
  quoteId: string | undefined;
  insurerCode: string;
  policyName: string;
  paymentPeriod: number;
  /** Dollars for the request's payment duration. */
  premiumAmount: number;
  details?: LifePlanDetails | undefined;
}

export function useStartLifeApplication(product: LifeQuoteSlug, signedIn: boolean) {
  const navigate = useNavigate();
  return (request: LifeQuoteRequest, plan: StartablePlan) => {
    updateLifeQuote(
      product,
      {
        coverage: request.coverage,
        paymentPeriod: plan.paymentPeriod,
        premiumPaymentDuration: request.premiumPaymentDuration,
      },
      {
        ...(plan.quoteId === undefined ? {} : { quoteId: plan.quoteId }),
        paymentPeriod: plan.paymentPeriod,
        premiumPaymentDuration: request.premiumPaymentDuration,
        coverage: request.coverage,
        insurerCode: plan.insurerCode,
        policyName: plan.policyName,
        premiumAmount: plan.premiumAmount,
        ...(plan.details ? { details: plan.details } : {}),
      },
    );
    void navigate(signedIn ? `/${product}/quote/application` : `/sign-in?from=${product}`);
  };
}
