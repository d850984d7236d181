import type { z } from 'zod';
import { fieldErrorsOf } from '../validation/field-errors.ts';

/**
 * Each field's first message when `schema` refuses `value` (keyed by the issue's top-level field),
 * empty when it accepts it: what the calculator forms show under their inputs.
 */
export function calculatorFieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error.issues, { depth: 'top' });
}
