import { z } from 'zod';

// The zod form of the error contract (spec-notes N4), for the API's route declarations. The plain
// constants, the body type and the zod-free check live in api-error-contract.ts (no zod
// in the web app's first JavaScript).

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** Field path (dot separated) to the message for that field. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

/** Every successful answer: `{ message?, data? }` (N4). */
export function apiResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string().optional(), data });
}
