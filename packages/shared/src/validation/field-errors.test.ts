import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors.ts';

const schema = z.object({
  email: z.string().min(3, 'Too short').email('Not an e-mail'),
  persons: z.array(z.object({ name: z.string().min(1, 'Name is required') })),
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field, keyed by the dotted path', () => {
    const parsed = schema.safeParse({ email: 'x', persons: [{ name: 'a' }, { name: '' }] });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error?.issues ?? [])).toEqual({
      email: 'Too short',
      'persons.1.name': 'Name is required',
    });
  });

  it('keys by the top-level field when asked', () => {
    const parsed = schema.safeParse({ email: 'abcd', persons: [{ name: '' }] });
    expect(fieldErrorsOf(parsed.error?.issues ?? [], { depth: 'top' })).toEqual({
      email: 'Not an e-mail',
      persons: 'Name is required',
    });
  });
});
