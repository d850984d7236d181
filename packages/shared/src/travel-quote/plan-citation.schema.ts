// The plan a travel application is for, apart from the application forms' schemas: the quote forms
// and results keep the chosen plan with the saved quote and need this one only (ADR 0132).

import { z } from 'zod';
import { onFirstUse } from '../validation/on-first-use.ts';

/** Every error of a plan citation says the same: the plan is to be chosen again. */
export const PLAN_CITATION_MESSAGE = 'Choose your plan again on the results page';

/**
 * The stored quote and the plan an application is for (ADR 0088): the quote's public id, the
 * plan's code and the deductible of the chosen row (a plan is priced at several deductibles). The
 * server prices the plan again from the rate versions the quote cites; the browser's premium is
 * never trusted.
 */
export const planCitationSchema = onFirstUse(() =>
  z.object(
    {
      quoteId: z.uuid(PLAN_CITATION_MESSAGE),
      planCode: z.string(PLAN_CITATION_MESSAGE).regex(/^[A-Z0-9_]{1,60}$/, PLAN_CITATION_MESSAGE),
      deductible: z.number(PLAN_CITATION_MESSAGE).nonnegative().nullable(),
    },
    PLAN_CITATION_MESSAGE,
  ),
);
export type PlanCitation = z.infer<ReturnType<typeof planCitationSchema>>;
