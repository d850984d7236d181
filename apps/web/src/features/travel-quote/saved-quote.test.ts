import { describe, expect, it } from 'vitest';
import { decodeSaved, encodeSaved, readSavedQuote, saveQuote } from './saved-quote.ts';

describe('saved quote', () => {
  it('round-trips answers as base64 JSON, accents included', () => {
    const value = { quoteFor: 'single', name: 'Zoë', person1Age: 45 };
    const text = encodeSaved(value);
    expect(text).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(decodeSaved(text)).toEqual(value);
  });

  it('stores under the key and reads back; junk reads as null', () => {
    saveQuote('visitorsToCanada', { coverage: 100000 });
    expect(JSON.parse(atob(localStorage.getItem('visitorsToCanada') ?? ''))).toEqual({ coverage: 100000 });
    expect(readSavedQuote('visitorsToCanada')).toEqual({ coverage: 100000 });
    localStorage.setItem('supervisa', '%%%');
    expect(readSavedQuote('supervisa')).toBeNull();
    expect(readSavedQuote('nothing')).toBeNull();
  });
});
