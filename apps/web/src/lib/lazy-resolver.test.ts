import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from '@brokerage/shared/api/api-error-contract';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
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

  it('starts loading when prepared, before any validation, and loads once', async () => {
    let loaded = 0;
    const resolver = lazyResolver(async () => {
      loaded += 1;
      await Promise.resolve();
      return zodResolver(z.object({ email: z.email('Enter a valid e-mail') }));
    });
    resolver.prepare();
    resolver.prepare();
    await vi.waitFor(() => expect(loaded).toBe(1));
    const refused = await resolver({ email: 'nope' }, undefined, options);
    expect(refused.errors).toMatchObject({ email: { message: 'Enter a valid e-mail' } });
    expect(loaded).toBe(1);
  });

  it('refuses to send the form and says so when its code cannot be loaded, then loads it again', async () => {
    let attempts = 0;
    const resolver = lazyResolver(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return zodResolver(z.object({ email: z.email('Enter a valid e-mail') }));
    });
    cleanNotifications();
    const failed = await resolver({ email: 'a@example.com' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors).toMatchObject({ root: { message: GENERIC_ERROR_MESSAGE } });
    const { notifications, queue } = notificationsStore.getState();
    expect([...notifications, ...queue].map((toast) => toast.message)).toEqual([GENERIC_ERROR_MESSAGE]);
    const accepted = await resolver({ email: 'a@example.com' }, undefined, options);
    expect(accepted.values).toEqual({ email: 'a@example.com' });
    expect(attempts).toBe(2);
  });
});
