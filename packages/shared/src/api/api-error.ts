import { z } from 'zod';

// The error contract of every API answer (spec-notes N4): `{ message, code, fieldErrors? }`.
// `message` is always safe to show to the person using the site.

export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** Field path (dot separated) to the message for that field. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Shown when a failed call carries no message of its own (platform spec section 8). */
export const GENERIC_ERROR_MESSAGE = 'Something Went Wrong. Please Try After Sometime';

/** Every successful answer: `{ message?, data? }` (N4). */
export function apiResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string().optional(), data });
}
