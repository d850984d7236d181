// Small helpers of admin routes: the admin's id once requireAdmin has run, and the
// error answers every admin call may give.

import { z } from 'zod';
import { apiErrorSchema } from '@brokerage/shared/api/api-error';

export const adminErrorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** `:id` path parameter of a record; anything but a UUID is answered with `message`. */
export const recordIdParams = (message: string) => z.object({ id: z.uuid(message) });

/** The signed-in admin's id (requireAdmin has set request.user). */
export function adminId(user: { id: string } | null): string {
  if (user === null) throw new Error('requireAdmin did not run');
  return user.id;
}
