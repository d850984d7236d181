import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERROR_CODES, GENERIC_ERROR_MESSAGE } from './api-error-contract.ts';
import { apiErrorSchema, apiResponseSchema } from './api-error.ts';

describe('API error contract (N4)', () => {
  it('accepts an error body with and without field errors', () => {
    expect(apiErrorSchema.safeParse({ message: 'Bad', code: 'BAD_REQUEST' }).success).toBe(true);
    const withFields = { message: 'Bad', code: 'VALIDATION_FAILED', fieldErrors: { email: 'x' } };
    expect(apiErrorSchema.parse(withFields)).toEqual(withFields);
    expect(apiErrorSchema.safeParse({ code: 'INTERNAL' }).success).toBe(false);
  });

  it('wraps data in { message?, data }', () => {
    const schema = apiResponseSchema(z.object({ id: z.number() }));
    expect(schema.parse({ data: { id: 1 } })).toEqual({ data: { id: 1 } });
    expect(schema.safeParse({ message: 'ok', data: { id: 'x' } }).success).toBe(false);
  });

  it('keeps the spec texts and unique codes', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Something Went Wrong. Please Try After Sometime');
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
  });
});
