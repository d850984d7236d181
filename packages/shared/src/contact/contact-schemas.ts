// Contact requests and the admin's view of them (platform spec sections 3, 4 and 7). The request
// and record schemas are made on first use (ADR 0134): the lead forms, the booking page and the
// contact dialog load this module for its field schemas and texts, and the contact form makes the
// request's schema when it first validates.

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import { PRODUCT_VALUES } from '../catalogue/products.ts';
import { emailSchema, phoneSchema } from '../validation/contact-fields.ts';
import { firstNameSchema, lastNameSchema } from '../validation/person-fields.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

/** Success text of the contact dialog (platform spec sections 4 and 8, wording corrected by N42). */
export const CONTACT_THANK_YOU =
  'Thank you for contacting us. Our representative will get back to you shortly.';

export const SELECT_PRODUCT_MESSAGE = 'Please select at least one product';
/** A product number outside the catalogue (N6), e.g. 99. */
export const UNKNOWN_PRODUCT_MESSAGE = 'Please choose products from the list we offer';
export const MESSAGE_MAX_LENGTH = 2000;

/** Statuses of contacts and appointments (platform spec section 4); Pending is the fallback. */
export const CONTACT_STATUSES = ['Pending', 'In Progress', 'Completed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const productValueSchema = z
  .number(SELECT_PRODUCT_MESSAGE)
  .int(UNKNOWN_PRODUCT_MESSAGE)
  .refine((value) => PRODUCT_VALUES.includes(value), UNKNOWN_PRODUCT_MESSAGE);

/** At least one of the 30 products (N6), each once. */
export const productListSchema = z
  .array(productValueSchema, SELECT_PRODUCT_MESSAGE)
  .min(1, SELECT_PRODUCT_MESSAGE)
  .max(PRODUCT_VALUES.length, SELECT_PRODUCT_MESSAGE)
  .transform((values) => [...new Set(values)].sort((a, b) => a - b));

export const optionalMessageSchema = z
  .string()
  .trim()
  .max(MESSAGE_MAX_LENGTH, `Please keep the message under ${MESSAGE_MAX_LENGTH} characters`)
  .optional()
  .transform((value) => value ?? '');

/** POST contact/ (platform spec section 7; dialog rules of section 5). */
export const contactRequestSchema = onFirstUse(() =>
  z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    mobile: phoneSchema,
    products: productListSchema,
    message: optionalMessageSchema,
    /** The page the dialog was opened on; kept as an additional detail for staff. */
    page: z.string().max(300).optional(),
  }),
);
export type ContactRequest = z.output<ReturnType<typeof contactRequestSchema>>;
export type ContactRequestInput = z.input<ReturnType<typeof contactRequestSchema>>;

/** PUT contact/<id> and PUT contact/appointment/<id>: status plus a note (platform spec section 3). */
export const statusUpdateSchema = onFirstUse(() =>
  z.object({
    status: z.enum(CONTACT_STATUSES, { error: 'Please choose a status' }),
    message: z
      .string()
      .trim()
      .max(MESSAGE_MAX_LENGTH, `Please keep the note under ${MESSAGE_MAX_LENGTH} characters`)
      .default(''),
  }),
);
export type StatusUpdate = z.output<ReturnType<typeof statusUpdateSchema>>;

export const statusNoteSchema = onFirstUse(() =>
  z.object({
    status: z.enum(CONTACT_STATUSES),
    note: z.string(),
    /** ISO instant. */
    createdAt: z.string(),
  }),
);
export type StatusNote = z.infer<ReturnType<typeof statusNoteSchema>>;

/** Contact record (admin), platform spec section 3. */
export const contactRecordSchema = onFirstUse(() =>
  z.object({
    recordId: z.string(),
    fullName: z.string(),
    email: z.string(),
    mobile: z.string(),
    products: z.array(z.number()),
    /** ISO instant. */
    requestedOn: z.string(),
    status: z.enum(CONTACT_STATUSES),
    message: z.string(),
    notes: z.array(statusNoteSchema()),
    hasMoreInfo: z.boolean(),
  }),
);
export type ContactRecord = z.infer<ReturnType<typeof contactRecordSchema>>;

/** Appointment record, platform spec section 3. */
export const appointmentRecordSchema = onFirstUse(() =>
  contactRecordSchema().omit({ hasMoreInfo: true }).extend({
    /** ISO instant of the slot's start. */
    scheduledOn: z.string(),
  }),
);
export type AppointmentRecord = z.infer<ReturnType<typeof appointmentRecordSchema>>;

/** GET contact/additional-info/<id>: free key/value pairs. */
export const additionalInfoSchema = onFirstUse(() =>
  z.array(z.object({ key: z.string(), value: z.string() })),
);
export type AdditionalInfo = z.infer<ReturnType<typeof additionalInfoSchema>>;

/** A services inquiry (a lead from a product's lead form). */
export const serviceInquiryRecordSchema = onFirstUse(() =>
  z.object({
    recordId: z.string(),
    fullName: z.string(),
    email: z.string(),
    mobile: z.string(),
    products: z.array(z.number()),
    requestedOn: z.string(),
    status: z.enum(CONTACT_STATUSES),
    message: z.string(),
    details: z.array(z.object({ key: z.string(), value: z.string() })),
  }),
);
export type ServiceInquiryRecord = z.infer<ReturnType<typeof serviceInquiryRecordSchema>>;

/** POST contact: the stored record's id; invalid fields (400) or too many requests (429). */
export const contactRequestContract = apiContract(() => z.object({ recordId: z.string() }), [400, 429]);
