import { describe, expect, it } from 'vitest';
import { contactRequestContract } from '@brokerage/shared/contact/contact-schemas';
import { newsletterSubscribeContract } from '@brokerage/shared/newsletter/newsletter-schemas';
import { contractAnswer } from './contract-answer.ts';

describe('contractAnswer', () => {
  it('answers what the contract allows', async () => {
    const ok = contractAnswer(contactRequestContract, { message: 'Thanks', data: { recordId: 'r1' } });
    expect(ok.status).toBe(200);
    await expect(ok.json()).resolves.toEqual({ message: 'Thanks', data: { recordId: 'r1' } });
    expect(
      contractAnswer(newsletterSubscribeContract, { message: 'Slow down', code: 'RATE_LIMITED' }, 429).status,
    ).toBe(429);
  });

  it('refuses a stub the server could never send', () => {
    // The newsletter answers an address already on the list with 200 and a message, never 409.
    expect(() =>
      contractAnswer(newsletterSubscribeContract, { message: 'Already subscribed', code: 'CONFLICT' }, 409),
    ).toThrow(/never answers 409/);
    expect(() => contractAnswer(contactRequestContract, { message: 'Thanks', data: { id: 7 } })).toThrow(
      /never answers this/,
    );
    expect(() => contractAnswer(contactRequestContract, { error: 'bad' }, 400)).toThrow(
      /Not an error answer/,
    );
  });
});
