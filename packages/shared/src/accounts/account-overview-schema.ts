// My account's overview in one answer (GET /api/account/overview): the profile, applications,
// calls, advisor and quotes it shows, each as its own section's call answers it (ADR 0148).

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import { accountCallSchema } from '../booking/account-calls.ts';
import { onFirstUse } from '../validation/on-first-use.ts';
import { accountQuoteSchema, profileDetailsSchema } from './my-account-schemas.ts';
import { accountAdvisorSchema, accountApplicationSchema } from './my-applications-schemas.ts';

export const accountOverviewSchema = onFirstUse(() =>
  z.object({
    profile: profileDetailsSchema(),
    applications: z.array(accountApplicationSchema()),
    calls: z.array(accountCallSchema()),
    advisor: accountAdvisorSchema(),
    quotes: z.array(accountQuoteSchema()),
  }),
);
export type AccountOverview = z.infer<ReturnType<typeof accountOverviewSchema>>;

export const accountOverviewContract = apiContract(accountOverviewSchema, [401]);
