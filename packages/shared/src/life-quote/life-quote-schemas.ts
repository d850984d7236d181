// Life e-mail quotes and application payloads (product-flows sections 5 and 9; N13): the quote
// request plus the contact fields. The request and its answer are in life-quote-request.ts. One
// schema for the form and the API (ADR 0002).

import { z } from 'zod';
import { optionValues } from '../catalogue/options.ts';
import { checkSignature, declarationFields } from '../consent/application-declarations.ts';
import { healthConsentSchema } from '../consent/health-consent.ts';
import { servedProvinceSchema } from '../catalogue/province-schemas.ts';
import { addressSchema, postalCodeSchema } from '../validation/address-fields.ts';
import { emailSchema, phoneSchema } from '../validation/contact-fields.ts';
import { firstNameSchema, lastNameSchema, optionalFullNameSchema } from '../validation/person-fields.ts';
import { citedLifePlanSchema, lifeProductSchema, lifeQuoteRequestSchema } from './life-quote-request.ts';

/** Preferred contact time of the life application; our list, the spec names only the field. */
export const CONTACT_TIME_OPTIONS = [
  { value: 'morning', label: 'Morning (10 AM to 12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM to 5 PM)' },
  { value: 'evening', label: 'Evening (5 PM to 8 PM)' },
] as const;
export type ContactTime = (typeof CONTACT_TIME_OPTIONS)[number]['value'];

/** `POST quotations/email/<product>`: the quote request plus where to send it (product-flows section 3). */
export const lifeEmailQuotesSchema = lifeQuoteRequestSchema.extend({ email: emailSchema });
export type LifeEmailQuotesBody = z.infer<typeof lifeEmailQuotesSchema>;

// ---- The application (N13) ----

export const CONTACT_TIME_REQUIRED_MESSAGE = 'Please choose when we may call you';

/** The applicant's own fields: the web form validates exactly these. */
export const lifeApplicantShape = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  address: addressSchema,
  province: servedProvinceSchema,
  postalCode: postalCodeSchema,
  beneficiaryName: optionalFullNameSchema,
  contactTime: z.enum(optionValues(CONTACT_TIME_OPTIONS), { error: CONTACT_TIME_REQUIRED_MESSAGE }),
  /** Express consent to the health answers of the quote and application (N25); stored as a consent record. */
  healthConsent: healthConsentSchema,
  /** The declarations accepted and the typed-name signature, stored with the application. */
  ...declarationFields,
};
export const lifeApplicantSchema = z.object(lifeApplicantShape).superRefine(checkSignature);
export type LifeApplicant = z.infer<typeof lifeApplicantSchema>;

/** `POST contact/application/life` (N13). */
export const lifeApplicationSchema = z
  .object({
    product: lifeProductSchema,
    quote: lifeQuoteRequestSchema,
    /** Cites the stored quote and the plan chosen from it; checked and priced again (ADR 0114). */
    plan: citedLifePlanSchema(),
    ...lifeApplicantShape,
  })
  .superRefine(checkSignature);
export type LifeApplicationBody = z.infer<typeof lifeApplicationSchema>;
export type LifeApplicationInput = z.input<typeof lifeApplicationSchema>;

export const LIFE_APPLICATION_RECEIVED_MESSAGE =
  'Thank you for your application. Our advisor will call you shortly to finalise your policy.';
export const LIFE_QUOTES_EMAILED_MESSAGE = 'Your quotes have been sent to your e-mail';
