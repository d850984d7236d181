// Insurers as data (ADR 0097): what staff type to add or edit an insurer, and what the admin area
// and the About page read. The seed list is catalogue/insurers.ts (N7); the table is the source.

import { z } from 'zod';

/** An https address or a path on this site; empty when there is none. */
const linkSchema = (what: string) =>
  z
    .string()
    .trim()
    .max(500, `Keep the ${what} under 500 characters`)
    .refine(
      (value) => value === '' || /^\/[^/]/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
      `Enter the ${what} as an https:// address or a path on this site`,
    );

export const insurerFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Enter the insurer’s name')
    .max(80, 'Keep the name under 80 characters'),
  logoUrl: linkSchema('logo address'),
  website: linkSchema('website'),
  disclosures: z.string().trim().max(2000, 'Keep the disclosures under 2,000 characters'),
});
export type InsurerFields = z.infer<typeof insurerFieldsSchema>;

/** Upper case letters, digits and underscores, as in the rate sheets' insurer_code column. */
export const insurerCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{1,29}$/, 'Use 2 to 30 capital letters, digits or underscores for the code');

export const newInsurerSchema = insurerFieldsSchema.extend({ code: insurerCodeSchema });
export type NewInsurer = z.infer<typeof newInsurerSchema>;

/** Staff edit the fields, and retire or bring back the insurer. */
export const insurerUpdateSchema = insurerFieldsSchema.extend({ retired: z.boolean() });
export type InsurerUpdate = z.infer<typeof insurerUpdateSchema>;

export const insurerRecordSchema = insurerFieldsSchema.extend({
  code: z.string(),
  retired: z.boolean(),
  updatedAt: z.string(),
});
export type InsurerRecord = z.infer<typeof insurerRecordSchema>;

/** The public list (About page): insurers not retired. */
export const publicInsurerSchema = insurerFieldsSchema.extend({ code: z.string() });
export type PublicInsurer = z.infer<typeof publicInsurerSchema>;
