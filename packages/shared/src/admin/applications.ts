// Staff's list of applications (N13): life applications and visitors, students and
// travellers applications in one paged list, newest first, each with the answers staff need.

import { z } from 'zod';

export const APPLICATION_KINDS = ['life', 'travel'] as const;

export const applicationRecordSchema = z.object({
  /** `life-<uuid>` or `travel-<number>`: unique across both tables. */
  recordId: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  /** The product's N6 value. */
  product: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  submittedOn: z.string(),
  /** The chosen plan in one line, e.g. 'Beacon Life: Term 20, $500,000, $42.10 monthly'. */
  plan: z.string(),
  /** Every other answer, labelled for staff. */
  details: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;
