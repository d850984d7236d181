// Migration 0010 moves existing rows (ADR 0061 and ADR 0042): travel applications from a
// JSON payload with integer keys to typed columns with UUID keys, their staff inbox rows (status,
// notes, reference) following them, and both consent tables into one.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client.ts';

let client: PGlite;
let before0010: string;

const rows = async <T>(query: string): Promise<T[]> => (await client.query<T>(query)).rows;

beforeAll(async () => {
  // The migrations as they were before 0010: the same files, the journal cut after 0009.
  before0010 = mkdtempSync(path.join(tmpdir(), 'migrations-0009-'));
  cpSync(MIGRATIONS_DIR, before0010, { recursive: true });
  const journalFile = path.join(before0010, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 9);
  writeFileSync(journalFile, JSON.stringify(journal));

  client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: before0010 });
  await client.exec(`
    INSERT INTO products (value, slug, name, product_group)
      VALUES (8, 'visitors-to-canada', 'Visitors to Canada', 'travel'), (12, 'students', 'Students', 'travel');
    INSERT INTO travel_applications (form, product_value, payload, created_at) VALUES
      ('visitors', 8, '{"numberOfVisitors":"family","firstName":"Meera","lastName":"Shah","email":"meera@example.com",
        "phone":"416-555-0198","gender":"female","dateOfBirth":"1958-06-01","preExistingCondition":"no",
        "canadianAddress":"1 Queen St W","province":"ON","postalCode":"M5H 2N2","canadianNumber":"416-555-0199",
        "beneficiaryName":"","finalContactName":"Ravi Shah","finalContactNumber":"416-555-0100","contactTime":"Morning",
        "homeCountry":"India","arrivalDate":"2026-12-01","policyEffectiveDate":"2026-12-01","departureDate":"2027-03-01",
        "coverage":100000,"deductible":500,"products":[8],
        "person2FirstName":"Ravi","person2LastName":"Shah","person2DateOfBirth":"1956-01-02","person2Gender":"male",
        "person2PreExistingCondition":"yes","numberOfPersonToInsured":1,
        "morePersons":[{"person3FirstName":"Anya","person3LastName":"Shah","person3DateOfBirth":"1990-03-04",
          "person3Gender":"female","person3PreExistingCondition":"no"}]}', '2026-11-01T10:00:00Z'),
      ('students', 12, '{"quoteFor":"single","age":22,"firstName":"Li","lastName":"Wei","email":"li@example.com",
        "phone":"604-555-0101","gender":"male","dateOfBirth":"2004-05-06","preExistingCondition":"no",
        "canadianAddress":"2 Main St","province":"BC","postalCode":"V5K 0A1","canadianNumber":"604-555-0102",
        "finalContactName":"Wei Li","contactTime":"Evening","homeCountry":"China","arrivalDate":"2026-12-01",
        "policyEffectiveDate":"2026-12-01","departureDate":"2027-06-01","products":[12]}', '2026-11-02T10:00:00Z');
    INSERT INTO inbox_events (item_id, kind, status, note)
      SELECT id, 'status', 'In review', 'Called the family' FROM inbox_items WHERE reference = 'TA-000001';
    UPDATE inbox_items SET status = 'In review' WHERE reference = 'TA-000001';
    INSERT INTO newsletter_subscriptions (email, subscribed_at, consent_source, consent_version, consent_ip, unsubscribed_at)
      VALUES ('reader@example.com', '2026-01-01T00:00:00Z', 'footer', 'v1', '203.0.113.1', NULL),
             ('gone@example.com', '2026-01-02T00:00:00Z', 'province-availability', 'v1', NULL, '2026-02-01T00:00:00Z');
    INSERT INTO province_subscriptions (email, consented_at, source_form, wording_version, ip_address)
      VALUES ('nl@example.com', '2026-03-01T00:00:00Z', 'province-availability', 'province-update-2026-11', '203.0.113.2');
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
});

afterAll(async () => {
  await client.close();
  rmSync(before0010, { recursive: true, force: true });
});

describe('migration 0010', () => {
  it('moves every travel application to typed columns with a uuid key', async () => {
    const moved = await rows<Record<string, unknown>>(
      `SELECT * FROM travel_applications ORDER BY created_at`,
    );
    expect(moved).toHaveLength(2);
    expect(moved[0]).toMatchObject({
      form: 'visitors',
      product_value: 8,
      insured: 'family',
      first_name: 'Meera',
      email: 'meera@example.com',
      province: 'ON',
      beneficiary_name: null,
      home_country: 'India',
      coverage_cents: 10_000_000,
      deductible_cents: 50_000,
      age: null,
      other_persons: [
        {
          firstName: 'Ravi',
          lastName: 'Shah',
          dateOfBirth: '1956-01-02',
          gender: 'male',
          preExistingCondition: 'yes',
        },
        {
          firstName: 'Anya',
          lastName: 'Shah',
          dateOfBirth: '1990-03-04',
          gender: 'female',
          preExistingCondition: 'no',
        },
      ],
    });
    expect(moved[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(moved[1]).toMatchObject({
      form: 'students',
      insured: 'single',
      age: 22,
      coverage_cents: null,
      final_contact_number: null,
      other_persons: [],
    });
    expect(moved[0]).not.toHaveProperty('payload');
  });

  it('keeps each inbox row, with its reference, status and notes, on its application', async () => {
    const items = await rows<{ reference: string; status: string; email: string; note: string | null }>(
      `SELECT i.reference, i.status, t.email, e.note FROM inbox_items i
         JOIN travel_applications t ON t.id::text = i.source_id
         LEFT JOIN inbox_events e ON e.item_id = i.id
       WHERE i.kind = 'travel-application' ORDER BY i.reference`,
    );
    expect(items).toEqual([
      { reference: 'TA-000001', status: 'In review', email: 'meera@example.com', note: 'Called the family' },
      { reference: 'TA-000002', status: 'Received', email: 'li@example.com', note: null },
    ]);
  });

  it('keeps the inbox in step for new, changed and deleted applications', async () => {
    await client.exec(
      `UPDATE travel_applications SET phone = '416-555-0111' WHERE email = 'meera@example.com'`,
    );
    const [changed] = await rows<{ phone: string; reference: string; status: string }>(
      `SELECT phone, reference, status FROM inbox_items WHERE email = 'meera@example.com'`,
    );
    expect(changed).toEqual({ phone: '416-555-0111', reference: 'TA-000001', status: 'In review' });
    await client.exec(`DELETE FROM travel_applications WHERE email = 'li@example.com'`);
    expect(await rows(`SELECT 1 FROM inbox_items WHERE email = 'li@example.com'`)).toEqual([]);
  });

  it('moves both consent tables into consents, one topic each', async () => {
    const moved = await rows<Record<string, unknown>>(
      `SELECT topic, email, source_form, wording_version, ip_address, consented_at, unsubscribed_at
         FROM consents ORDER BY consented_at`,
    );
    expect(moved).toEqual([
      {
        topic: 'newsletter',
        email: 'reader@example.com',
        source_form: 'footer',
        wording_version: 'v1',
        ip_address: '203.0.113.1',
        consented_at: new Date('2026-01-01T00:00:00Z'),
        unsubscribed_at: null,
      },
      {
        topic: 'newsletter',
        email: 'gone@example.com',
        source_form: 'province-availability',
        wording_version: 'v1',
        ip_address: null,
        consented_at: new Date('2026-01-02T00:00:00Z'),
        unsubscribed_at: new Date('2026-02-01T00:00:00Z'),
      },
      {
        topic: 'province-availability',
        email: 'nl@example.com',
        source_form: 'province-availability',
        wording_version: 'province-update-2026-11',
        ip_address: '203.0.113.2',
        consented_at: new Date('2026-03-01T00:00:00Z'),
        unsubscribed_at: null,
      },
    ]);
  });
});
