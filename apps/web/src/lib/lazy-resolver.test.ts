import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('builds its schema on the first validation only, and validates as the schema does', async () => {
    let built = 0;
    const resolver = lazyResolver(() => {
      built += 1;
      return zodResolver(z.object({ age: z.coerce.number().int().min(18, 'Must be 18 or over') }));
    });
    expect(built).toBe(0);
    const refused = await resolver({ age: '12' }, undefined, options);
    expect(refused.errors).toMatchObject({ age: { message: 'Must be 18 or over' } });
    const accepted = await resolver({ age: '40' }, undefined, options);
    expect(accepted.values).toEqual({ age: 40 });
    expect(built).toBe(1);
  });

  it('loads its schema with the first validation when the maker is asynchronous (a dynamic import)', async () => {
    let loaded = 0;
    const resolver = lazyResolver(async () => {
      loaded += 1;
      await Promise.resolve();
      return zodResolver(z.object({ email: z.email('Enter a valid e-mail') }));
    });
    expect(loaded).toBe(0);
    const refused = await resolver({ email: 'nope' }, undefined, options);
    expect(refused.errors).toMatchObject({ email: { message: 'Enter a valid e-mail' } });
    const accepted = await resolver({ email: 'a@example.com' }, undefined, options);
    expect(accepted.values).toEqual({ email: 'a@example.com' });
    expect(loaded).toBe(1);
  });
});
