// Insurers as data (ADR 0097): what staff type to add or edit an insurer, and what the admin area
// and the About page read. The seed list is catalogue/insurers.ts (N7); the table is the source.

import { z } from 'zod';

/** Largest logo image staff may upload, before base64. */
export const LOGO_MAX_BYTES = 100 * 1024;

/**
 * The logo as staff send it: a data: URL of a PNG, JPEG or WebP image, kept in the row and served by
 * the site at a cacheable URL (ADR 0117; the server checks the bytes, not this type); '' when none.
 * No SVG: it can carry script.
 */
const logoSchema = z
  .string()
  .trim()
  .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 40, 'Choose a logo of at most 100 KB')
  .refine(
    (value) => value === '' || /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(value),
    'Choose a PNG, JPEG or WebP image for the logo',
  );

export const insurerFieldsSchema = z.object({
  name: z.string().trim().min(2, 'Enter the insurer’s name').max(80, 'Keep the name under 80 characters'),
  logoUrl: logoSchema,
  website: z
    .string()
    .trim()
    .max(300, 'Keep the website under 300 characters')
    .refine(
      (value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
      'Enter the website as an https:// address',
    ),
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

/**
 * The public list (home, About, the policy form): insurers not retired, each logo as the site's
 * cacheable URL of the image, or null when the insurer has none (ADR 0117).
 */
export const publicInsurerSchema = z.object({
  code: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string(),
  disclosures: z.string(),
});
export type PublicInsurer = z.infer<typeof publicInsurerSchema>;
