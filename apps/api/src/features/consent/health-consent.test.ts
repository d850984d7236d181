// Express consent to an application's health answers (N25): refused without it, stored with the
// application as a consent record (wording version, form, IP), shown to staff on the lead and
// included in the applicant's data download. And sales only where licensed (N43).

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROVINCE_NOT_SERVED_MESSAGE } from '@brokerage/shared/catalogue/provinces';
import {
  HEALTH_CONSENT_REQUIRED_MESSAGE,
  HEALTH_CONSENT_VERSION,
} from '@brokerage/shared/consent/purpose-notices';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { consents } from '../../db/schema/consent.ts';
import { lifeApplications } from '../../db/schema/life.ts';
import { inboxItems } from '../../db/schema/staff-inbox.ts';
import { travelApplications } from '../../db/schema/travel.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { get, post, signUpUser } from '../accounts/accounts-test-helpers.ts';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import { quotedLifeApplication } from '../life-quote/life-test-payloads.ts';
import {
  quotedVisitorsApplication,
  visitorQuoteBody,
  visitorsApplication,
} from '../travel-quote/travel-test-payloads.ts';

const t = useTestApp();
let adminToken: string;
beforeAll(async () => {
  adminToken = (await adminAndUserTokens(t.app, t.db)).admin;
});

const today = todayInZone(new Date());

describe('health consent of travel applications (N25)', () => {
  it('refuses an application without the consent, and stores nothing', async () => {
    const { healthConsent: _omitted, ...withoutConsent } = visitorsApplication(today);
    for (const body of [withoutConsent, { ...withoutConsent, healthConsent: false }]) {
      const response = await post(t.app, '/api/contact/application/visitors', {
        ...body,
        email: 'no.consent@example.com',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toMatchObject({ healthConsent: HEALTH_CONSENT_REQUIRED_MESSAGE });
    }
    const stored = await t.db
      .select()
      .from(travelApplications)
      .where(eq(travelApplications.email, 'no.consent@example.com'));
    expect(stored).toHaveLength(0);
  });

  it('stores the consent record with the application, shows it on the lead and in the data download', async () => {
    const user = await signUpUser(t.app);
    const response = await post(
      t.app,
      '/api/contact/application/visitors',
      { ...(await quotedVisitorsApplication(t.app, today)).application, email: 'health.consent@example.com' },
      user.token,
    );
    expect(response.statusCode).toBe(200);
    const [application] = await t.db
      .select()
      .from(travelApplications)
      .where(eq(travelApplications.email, 'health.consent@example.com'));
    const records = await t.db
      .select()
      .from(consents)
      .where(eq(consents.subjectId, application?.id ?? ''));
    expect(records).toEqual([
      expect.objectContaining({
        topic: 'health-information',
        email: 'health.consent@example.com',
        sourceForm: 'visitors-application',
        wordingVersion: HEALTH_CONSENT_VERSION,
        ipAddress: expect.any(String),
        unsubscribedAt: null,
      }),
    ]);

    // Staff see it on the lead.
    const [item] = await t.db
      .select()
      .from(inboxItems)
      .where(eq(inboxItems.sourceId, application?.id ?? ''));
    const detail = await call(t.app, 'GET', `/api/admin/inbox/${item?.id}`, { token: adminToken });
    expect(detail.statusCode).toBe(200);
    const sections = (
      detail.json() as { data: { sections: { id: string; fields: { label: string; value: string }[] }[] } }
    ).data.sections;
    const fields = sections.find((section) => section.id === 'application')?.fields ?? [];
    expect(fields).toContainEqual({
      label: 'Health information consent',
      value: expect.stringContaining(`wording ${HEALTH_CONSENT_VERSION}, form visitors-application`),
    });

    // The applicant's data download holds it (the application was sent while signed in).
    const data = await get(t.app, '/api/account/data', user.token);
    expect(data.statusCode).toBe(200);
    const exported = (data.json() as { data: { consents: { topic: string; subjectId: string }[] } }).data;
    expect(exported.consents).toContainEqual(
      expect.objectContaining({ topic: 'health-information', subjectId: application?.id }),
    );
  });
});

describe('health consent of the life application (N25)', () => {
  const lifeApplication = async (overrides: Record<string, unknown> = {}) => ({
    ...(await quotedLifeApplication(t.app)).application,
    email: 'life.consent@example.com',
    ...overrides,
  });

  it('refuses the application without the consent and stores the record with it', async () => {
    const user = await signUpUser(t.app);
    const refused = await post(
      t.app,
      '/api/contact/application/life',
      await lifeApplication({ healthConsent: false }),
      user.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toMatchObject({ healthConsent: HEALTH_CONSENT_REQUIRED_MESSAGE });
    expect(await t.db.select().from(lifeApplications)).toHaveLength(0);

    const accepted = await post(t.app, '/api/contact/application/life', await lifeApplication(), user.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [application] = await t.db.select().from(lifeApplications);
    const records = await t.db
      .select()
      .from(consents)
      .where(eq(consents.subjectId, application?.id ?? ''));
    expect(records).toEqual([
      expect.objectContaining({
        topic: 'health-information',
        email: 'life.consent@example.com',
        sourceForm: 'life-application',
        wordingVersion: HEALTH_CONSENT_VERSION,
      }),
    ]);
  });
});

describe('sales only where licensed (N43)', () => {
  it('answers a visitors quote for Quebec with the province message, not plans', async () => {
    const response = await post(t.app, '/api/quotations/visitors-to-canada', {
      ...visitorQuoteBody(today),
      province: 'QC',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ province: PROVINCE_NOT_SERVED_MESSAGE });
  });

  it('refuses a visitors application living in Quebec, and stores nothing', async () => {
    const response = await post(t.app, '/api/contact/application/visitors', {
      ...visitorsApplication(today),
      email: 'quebec@example.com',
      province: 'QC',
      postalCode: 'H2X 1Y4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ province: PROVINCE_NOT_SERVED_MESSAGE });
    const stored = await t.db
      .select()
      .from(travelApplications)
      .where(eq(travelApplications.email, 'quebec@example.com'));
    expect(stored).toHaveLength(0);
  });

  it('still asks to pick a province when none is given', async () => {
    const response = await post(t.app, '/api/quotations/visitors-to-canada', {
      ...visitorQuoteBody(today),
      province: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ province: 'Select Province' });
  });
});
