import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SAVED_REQUEST_VERSION, decodeSaved, encodeSaved, savedRequest } from './saved-request.ts';

const schema = z.object({ request: z.object({ name: z.string(), age: z.number().int() }) });
const store = savedRequest('testQuote', () => schema);

beforeEach(() => localStorage.clear());

describe('savedRequest', () => {
  it('saves base64 of UTF-8 JSON under the key, with the format version, and loads it back', () => {
    store.save({ request: { name: 'Zoë', age: 40 } });
    const raw = localStorage.getItem('testQuote') ?? '';
    expect(JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(raw), (c) => c.charCodeAt(0))))).toEqual({
      v: SAVED_REQUEST_VERSION,
      request: { name: 'Zoë', age: 40 },
    });
    expect(store.load()).toEqual({ request: { name: 'Zoë', age: 40 } });
  });

  it('forgets a value that fails the schema, has another version, or is not base64 JSON', () => {
    for (const raw of [
      encodeSaved({ v: SAVED_REQUEST_VERSION, request: { name: 'Zoë', age: 'forty' } }),
      encodeSaved({ v: SAVED_REQUEST_VERSION + 1, request: { name: 'Zoë', age: 40 } }),
      encodeSaved({ request: { name: 'Zoë', age: 40 } }),
      '%%%',
    ]) {
      localStorage.setItem('testQuote', raw);
      expect(store.load()).toBeNull();
      expect(localStorage.getItem('testQuote')).toBeNull();
    }
  });

  it('clears the saved value', () => {
    store.save({ request: { name: 'A', age: 1 } });
    store.clear();
    expect(store.load()).toBeNull();
  });

  it('round-trips non-Latin text through base64', () => {
    const value = { name: 'Zoë 日本' };
    expect(decodeSaved(encodeSaved(value))).toEqual(value);
  });
});
