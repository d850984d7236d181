import { describe, expect, it } from 'vitest';
import { isApiErrorBody } from './api-error-contract.ts';
import { apiErrorSchema } from './api-error.ts';

// The web app's zod-free check must agree with the API's schema on every shape (N4).
const BODIES: unknown[] = [
  { message: 'Bad', code: 'BAD_REQUEST' },
  { message: '', code: 'INTERNAL' },
  { message: 'Bad', code: 'VALIDATION_FAILED', fieldErrors: { email: 'Enter an e-mail', 'a.b': 'x' } },
  { message: 'Bad', code: 'VALIDATION_FAILED', fieldErrors: {} },
  { message: 'Bad', code: 'X', extra: true },
  { code: 'INTERNAL' },
  { message: 'Bad' },
  { message: 1, code: 'X' },
  { message: 'Bad', code: 'X', fieldErrors: { email: 3 } },
  { message: 'Bad', code: 'X', fieldErrors: ['a'] },
  { message: 'Bad', code: 'X', fieldErrors: null },
  '<html>Bad gateway</html>',
  null,
  undefined,
  [],
  42,
];

describe('isApiErrorBody', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body) ?? 'undefined', body]))(
    'agrees with apiErrorSchema on %s',
    (_, body) => {
      expect(isApiErrorBody(body)).toBe(apiErrorSchema.safeParse(body).success);
    },
  );
});
