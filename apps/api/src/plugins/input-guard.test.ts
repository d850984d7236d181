import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from './input-guard.ts';

const t = useTestApp();

describe('the NUL character (PostgreSQL text cannot hold it)', () => {
  it('is refused in a path parameter with a 400, not a database error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/insurances/default/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: NUL_CHARACTER_MESSAGE, code: 'VALIDATION_FAILED' });
  });

  it('is refused in a body field, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        mobile: '416-555-0198',
        products: [1],
        message: 'Call me\u0000 please',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { message: NUL_CHARACTER_MESSAGE } });
  });

  it('is refused in the query string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health?probe=%00' });
    expect(response.statusCode).toBe(400);
  });

  it('finds it at any depth, in keys too, and nowhere else', () => {
    expect(findNulCharacter({ a: [{ b: 'x\u0000' }] })).toBe('a.0.b');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulCharacter({ a: ['fine', 1, null, { b: 'ok' }] })).toBeUndefined();
  });
});
