// My account > Calls: the customer's bookings, and the bodies and answers of cancel and
// reschedule. The web form and the API check the same schema. Made on first use (ADR 0134), by the
// call or route that needs one, not when My account loads this module.

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import { slotChoiceSchema } from './booking-slots.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

export const CALL_STATES = ['upcoming', 'past', 'cancelled'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** One row of GET /api/account/calls. Date and times are Eastern (N15). */
export const accountCallSchema = onFirstUse(() =>
  z.object({
    id: z.string(),
    /** 'YYYY-MM-DD', Eastern. */
    date: z.string(),
    /** 'HH:mm', Eastern. */
    time: z.string(),
    /** '10:00 AM - 10:30 AM'. */
    label: z.string(),
    /** ISO instant of the start. */
    startsAt: z.string(),
    /** Product values (N6). */
    products: z.array(z.number().int()),
    state: z.enum(CALL_STATES),
    /** Staff's status of the lead (Pending, In Progress, Completed). */
    status: z.string(),
    /** ISO instant of the cancellation, when cancelled. */
    cancelledAt: z.string().nullable(),
  }),
);
export type AccountCall = z.infer<ReturnType<typeof accountCallSchema>>;

/** POST /api/account/calls/:id/reschedule: another slot, as the booking page picks it. */
export const rescheduleCallSchema = onFirstUse(() => slotChoiceSchema);
export type RescheduleCallBody = z.output<ReturnType<typeof rescheduleCallSchema>>;

export const CALL_NOT_FOUND_MESSAGE = 'This call does not exist';
export const CALL_NOT_UPCOMING_MESSAGE = 'Only an upcoming call can be changed';
export const SAME_SLOT_MESSAGE = 'Your call is already at this time. Please choose another time.';
export const CALL_CANCELLED_MESSAGE = 'Your call is cancelled. We have sent you an e-mail.';
export const CALL_MOVED_MESSAGE = 'Your call has been moved. We have sent you an updated invitation.';

/** GET /api/account/calls. */
export const accountCallsContract = apiContract(() => z.array(accountCallSchema()), [401]);
/** POST .../cancel: not found (404), not upcoming (400). */
export const cancelCallContract = apiContract(accountCallSchema, [400, 401, 404]);
/** POST .../reschedule: bad or past slot (400), not found (404), slot full (409). */
export const rescheduleCallContract = apiContract(accountCallSchema, [400, 401, 404, 409]);
