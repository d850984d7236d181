// Staff accounts (ADR 0091): a row of the staff list and the invite's body, shared by the web and
// the API. Made on first use (ADR 0134): the staff page's invite form makes its schema when it
// first validates.

import { z } from 'zod';
import { STAFF_ROLES } from '../accounts/roles.ts';
import { emailSchema } from '../validation/contact-fields.ts';
import { firstNameSchema, lastNameSchema } from '../validation/person-fields.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

/** One advisor or admin of GET /api/admin/staff. */
export const staffMemberSchema = onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
  }),
);
export type StaffMember = z.infer<ReturnType<typeof staffMemberSchema>>;

/** POST /api/admin/staff/invite: the invitee and the role they get on accepting (admins only). */
export const staffInviteSchema = onFirstUse(() =>
  z.object({
    email: emailSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    role: z.enum(STAFF_ROLES, 'Please choose a role'),
  }),
);
export type StaffInviteBody = z.infer<ReturnType<typeof staffInviteSchema>>;
