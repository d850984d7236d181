import type { z } from 'zod';

/**
 * Each field's first message when `schema` refuses `value` (keyed by the issue's top-level field),
 * empty when it accepts it: what the calculator forms show under their inputs.
 */
export function calculatorFieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    errors[String(issue.path[0] ?? '')] ??= issue.message;
  }
  return errors;
}
