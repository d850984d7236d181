import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installSiteLanguageErrors } from './site-language-errors.ts';

beforeAll(() => installSiteLanguageErrors());

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe("zod's own wording replaced by the site's", () => {
  it.each([
    [z.number().max(1000), 5000, 'Please enter a number no greater than 1,000'],
    [z.number().min(1), 0, 'Please enter a number of at least 1'],
    [z.number(), 'five', 'Please enter a number'],
    [z.number().int(), 1.5, 'Please enter a whole number'],
    [z.string(), undefined, 'This field is required'],
    [z.string().min(1), '', 'This field is required'],
    [z.string().max(3), 'abcd', 'Please use at most 3 characters'],
    [z.array(z.number()).max(2), [1, 2, 3], 'Please choose at most 2 items'],
    [z.enum(['footer', 'province-availability']), 'elsewhere', 'Please choose one of the options offered'],
    [z.email(), 'nope', 'Please enter a valid email address'],
    [z.strictObject({ a: z.number() }), { a: 1, b: 2 }, 'These fields are not expected here: b'],
  ])('words %s', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.number().max(10, 'Ten at most'), 11)).toBe('Ten at most');
  });
});
