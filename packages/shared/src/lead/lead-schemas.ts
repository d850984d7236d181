// The lead payload (product-flows sections 3 and 5): the same schema validates the web form and the
// API body of each lead form (N4).

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import type { ApiContract } from '../api/api-contract.ts';
import { APPLYING_FOR_OPTIONS } from '../catalogue/options.ts';
import { MESSAGE_MAX_LENGTH, optionalMessageSchema } from '../contact/contact-schemas.ts';
import { emailSchema, phoneSchema } from '../validation/contact-fields.ts';
import { firstNameSchema, lastNameSchema } from '../validation/person-fields.ts';
import type { LeadForm } from './lead-forms.ts';

/** Our wording: the spec only says disability's message must not be empty. */
export const LEAD_MESSAGE_REQUIRED = 'Please enter a message';

/** Auto's 'applying for' answers as sent, the spec's labels (product-flows section 9). */
export const APPLY_FOR_VALUES = APPLYING_FOR_OPTIONS.map((o) => o.label) as [
  (typeof APPLYING_FOR_OPTIONS)[number]['label'],
  ...(typeof APPLYING_FOR_OPTIONS)[number]['label'][],
];
export type ApplyFor = (typeof APPLY_FOR_VALUES)[number];
export const APPLY_FOR_MESSAGE = `Applying for must be '${APPLY_FOR_VALUES.join("' or '")}'`;

export function wrongProductMessage(form: LeadForm): string {
  return `This form is for ${form.productName}: products must be [${form.product}]`;
}

const requiredMessageSchema = z
  .string(LEAD_MESSAGE_REQUIRED)
  .trim()
  .min(1, LEAD_MESSAGE_REQUIRED)
  .max(MESSAGE_MAX_LENGTH, `Please keep the message under ${MESSAGE_MAX_LENGTH} characters`);

// Not required (product-flows section 5): missing or '' means not answered.
const applyForSchema = z
  .union([z.literal(''), z.enum(APPLY_FOR_VALUES)], { error: APPLY_FOR_MESSAGE })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * The body of `POST contact/<form.apiName>`: the four person fields with the shared rules, and
 * `products` holding exactly the form's product (N6). Disability adds a required message; auto an
 * optional `applyFor`. Other forms drop both, so what the web sends is only what the form asks.
 */
export function leadRequestSchema(form: LeadForm) {
  // Only the form's own fields go on: one the form does not ask is undefined, so the JSON the web
  // sends has no empty message or answer it never showed.
  return z
    .object({
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      email: emailSchema,
      mobile: phoneSchema,
      // Any other list is refused as a whole, so the message names the field, not an item.
      products: z
        .array(z.unknown(), wrongProductMessage(form))
        .refine((values) => values.length === 1 && values[0] === form.product, wrongProductMessage(form))
        .transform(() => [form.product]),
      message: form.asksMessage ? requiredMessageSchema : optionalMessageSchema,
      applyFor: applyForSchema,
    })
    .transform(({ message, applyFor, ...lead }) => ({
      ...lead,
      message: form.asksMessage ? message : undefined,
      applyFor: form.asksApplyFor ? applyFor : undefined,
    }));
}

export type LeadRequestSchema = ReturnType<typeof leadRequestSchema>;
export type LeadRequestInput = z.input<LeadRequestSchema>;
export type LeadRequest = z.output<LeadRequestSchema>;

/**
 * POST contact/<name>: the partner forms (home and tenant, banking) answer the partner link, the
 * others the stored lead's id; invalid (400) or too many tries (429).
 */
export function leadContract(
  form: Pick<LeadForm, 'partner'>,
): ApiContract<z.ZodType<string | { recordId: string }>> {
  return apiContract(
    (): z.ZodType<string | { recordId: string }> =>
      form.partner ? z.url() : z.object({ recordId: z.string() }),
    [400, 429],
  );
}
