// POST contact/book-appointment's body: the slot (booking-slots.ts) and the caller's contact details.
// Its own module, so that what needs only the slot (My account's calls) does not load the contact
// fields' schemas (ADR 0134).

import type { z } from 'zod';
import { optionalMessageSchema, productListSchema } from '../contact/contact-schemas.ts';
import { emailSchema, phoneSchema } from '../validation/contact-fields.ts';
import { firstNameSchema, lastNameSchema } from '../validation/person-fields.ts';
import { ONE_PRODUCT_MESSAGE, slotChoiceSchema } from './booking-slots.ts';

/**
 * POST contact/book-appointment {date, time, products} plus the contact details (a guest types
 * them, a signed-in user's are prefilled).
 */
export const bookAppointmentSchema = slotChoiceSchema.extend({
  // A call is about one product (product-flows section 3: 'products (list of one product value)').
  products: productListSchema.refine((values) => values.length === 1, ONE_PRODUCT_MESSAGE),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  mobile: phoneSchema,
  message: optionalMessageSchema,
});
export type BookAppointment = z.output<typeof bookAppointmentSchema>;
export type BookAppointmentInput = z.input<typeof bookAppointmentSchema>;
