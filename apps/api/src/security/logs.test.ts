// The logs hold no personal data and no secret (security; N25, N37). One person with
// recognisable details signs up and uses their account, sends a contact request (a lead),
// subscribes to the newsletter, applies for travel and life insurance, and makes a few mistakes;
// the mail worker then delivers what was queued. Everything goes through the app's real logger
// at its most verbose level, and none of those details may appear in what it wrote.
// The production setting of the mail worker is used: outside production it logs the link of a
// mail written to a file, by design (ADR 0011).

import { Writable } from 'node:stream';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addYears, todayInZone } from '@brokerage/shared/dates/civil-date';
import { lastMailedLink, nextIp, STRONG_PASSWORD } from '../features/accounts/accounts-test-helpers.ts';
import { lifeQuoteBody, quotedLifeApplication } from '../features/life-quote/life-test-payloads.ts';
import { createFileTransport } from '../features/mail/mail-transport.ts';
import { deliverDueMail } from '../features/mail/mail-worker.ts';
import {
  quotedVisitorsApplication,
  visitorQuoteBody,
} from '../features/travel-quote/travel-test-payloads.ts';
import { createLogger } from '../lib/logger.ts';
import { useTestApp } from '../test/build-test-app.ts';

let logged = '';

const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString('utf8');
    done();
  },
});

const t = useTestApp({ logger: createLogger({ logLevel: 'trace', nodeEnv: 'production' }, sink) });

const today = todayInZone(new Date());
// Unusual values, so a hit in the log can only come from this test's requests.
const PERSON = {
  firstName: 'Zephyrine',
  lastName: 'Quillfeather',
  email: `zephyrine.quillfeather.${Date.now()}@example.com`,
  phone: '416-555-0173',
  birthDate: addYears(today, -41),
  address: '77 Larkspur Crescent, Toronto',
  contactName: 'Oswin Marchbanks',
};
const NEW_PASSWORD = 'Changed#456';

/** Everything a log line must never hold, collected as the test goes (tokens are added as issued). */
const secrets = new Map<string, string>([
  ['first name', PERSON.firstName],
  ['last name', PERSON.lastName],
  ['e-mail', PERSON.email],
  ['e-mail local part', PERSON.email.split('@')[0] ?? ''],
  ['e-mail, URL-encoded', encodeURIComponent(PERSON.email)],
  ['phone', PERSON.phone],
  ['phone digits', PERSON.phone.replace(/\D/g, '')],
  ['phone, last digits', '555-0173'],
  ['birth date', PERSON.birthDate],
  ['address', 'Larkspur'],
  ['contact name', 'Marchbanks'],
  ['password', STRONG_PASSWORD],
  ['new password', NEW_PASSWORD],
]);

function send(method: 'GET' | 'POST', url: string, payload?: object, token?: string) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
  });
}

async function expectStatus(response: Promise<{ statusCode: number; body: string }>, status: number) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer as Awaited<typeof response> & { json: () => unknown };
}

describe('logs (N25, N37)', () => {
  it('hold no name, e-mail, phone, birth date, password or token after a full visit', async () => {
    // Account: sign up, a second sign-up with the same e-mail, a wrong password, sign in.
    await expectStatus(
      send('POST', '/api/users/signup', {
        firstName: PERSON.firstName,
        lastName: PERSON.lastName,
        email: PERSON.email,
        mobile: PERSON.phone,
        password: STRONG_PASSWORD,
      }),
      200,
    );
    const signedIn = await expectStatus(
      send('POST', '/api/users/login', { email: PERSON.email, password: STRONG_PASSWORD }),
      200,
    );
    const session = (signedIn.json() as { data: { token: string; refreshToken: string } }).data;
    secrets.set('access token', session.token);
    secrets.set('refresh token', session.refreshToken);
    await expectStatus(
      send('POST', '/api/users/signup', {
        firstName: PERSON.firstName,
        lastName: PERSON.lastName,
        email: PERSON.email.toUpperCase(),
        mobile: PERSON.phone,
        password: STRONG_PASSWORD,
      }),
      200,
    );
    await expectStatus(send('POST', '/api/users/login', { email: PERSON.email, password: 'Wrong#999' }), 401);
    await expectStatus(send('GET', '/api/users/details', undefined, session.token), 200);

    // Tokens in the path (refresh), in bodies (verify, reset) and a refresh token reused.
    const refreshed = await expectStatus(send('GET', `/api/users/refreshToken/${session.refreshToken}`), 200);
    const pair = (refreshed.json() as { data: { token: string; refreshToken: string } }).data;
    secrets.set('rotated access token', pair.token);
    secrets.set('rotated refresh token', pair.refreshToken);
    await expectStatus(send('GET', `/api/users/refreshToken/${session.refreshToken}`), 403);
    const verify = await lastMailedLink(t.db, PERSON.email, '/verify-email/');
    secrets.set('verification token', verify.token);
    await expectStatus(
      send('POST', '/api/users/verify-email', { email: PERSON.email, token: verify.token }),
      200,
    );
    await expectStatus(send('POST', '/api/users/forgot-password', { email: PERSON.email }), 200);
    const reset = await lastMailedLink(t.db, PERSON.email, '/reset-password/');
    secrets.set('reset token', reset.token);
    await expectStatus(
      send('POST', '/api/users/reset-password', {
        email: PERSON.email,
        token: reset.token,
        password: NEW_PASSWORD,
      }),
      200,
    );
    const login = await expectStatus(
      send('POST', '/api/users/login', { email: PERSON.email, password: NEW_PASSWORD }),
      200,
    );
    const token = (login.json() as { data: { token: string; refreshToken: string } }).data.token;
    secrets.set('signed-in access token', token);

    // A lead: the contact dialog, then a bad one (invalid phone), and the newsletter (e-mail in the path).
    const contact = {
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      email: PERSON.email,
      mobile: PERSON.phone,
      products: [2],
      message: `Call me, ${PERSON.firstName}`,
    };
    await expectStatus(send('POST', '/api/contact', contact), 200);
    await expectStatus(send('POST', '/api/contact', { ...contact, mobile: '12' }), 400);
    await expectStatus(send('POST', `/api/newsletters/${encodeURIComponent(PERSON.email)}`), 200);

    // A travel application.
    await expectStatus(
      send('POST', '/api/contact/application/visitors', {
        ...(await quotedVisitorsApplication(t.app, today, { ...visitorQuoteBody(today), person1Age: 41 }))
          .application,
        gender: 'female',
        firstName: PERSON.firstName,
        signature: `${PERSON.firstName} ${PERSON.lastName}`,
        lastName: PERSON.lastName,
        dateOfBirth: PERSON.birthDate,
        email: PERSON.email,
        phone: PERSON.phone,
        canadianAddress: PERSON.address,
        canadianNumber: PERSON.phone,
        finalContactName: PERSON.contactName,
        finalContactNumber: PERSON.phone,
      }),
      200,
    );

    // A life quote (birth date in the body) and the signed-in life application.
    const quote = lifeQuoteBody({ birthDate: PERSON.birthDate });
    const { application } = await quotedLifeApplication(t.app, quote);
    await expectStatus(send('POST', '/api/quotations/term-life', quote), 200);
    await expectStatus(
      send(
        'POST',
        '/api/contact/application/life',
        {
          ...application,
          firstName: PERSON.firstName,
          lastName: PERSON.lastName,
          email: PERSON.email,
          phone: PERSON.phone,
          address: PERSON.address,
          province: 'ON',
          postalCode: 'm5v 2t6',
          beneficiaryName: PERSON.contactName,
          contactTime: 'evening',
          healthConsent: true,
          acceptedDeclarations: ['true-and-complete', 'misrepresentation', 'advisor-review'],
          signature: `${PERSON.firstName} ${PERSON.lastName}`,
        },
        token,
      ),
      200,
    );

    // The queued mails (verification, reset, confirmations, staff notices), written to files.
    const logger = createLogger({ logLevel: 'trace', nodeEnv: 'production' }, sink);
    const transport = createFileTransport(path.join(t.config.dataDir, 'mail'));
    let delivered = 0;
    for (let pass = 0; pass < 10; pass += 1) {
      const handled = await deliverDueMail({ db: t.db, transport, logger });
      delivered += handled;
      if (handled === 0) break;
    }
    expect(delivered).toBeGreaterThanOrEqual(6);
    await new Promise((resolve) => setImmediate(resolve));

    // The log did record the visit (so an empty log cannot pass), with masked paths.
    expect(logged).toContain('"url":"/api/contact/application/visitors"');
    expect(logged).toContain('/api/users/refreshToken/[redacted]');
    expect(logged).toContain('/api/newsletters/[redacted]');
    expect(logged).toContain('mail written to a file');

    const lowerLog = logged.toLowerCase();
    const found = [...secrets].filter(([, value]) => value !== '' && lowerLog.includes(value.toLowerCase()));
    expect(found.map(([what]) => what)).toEqual([]);
  });
});
