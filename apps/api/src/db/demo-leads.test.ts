// `npm run seed:demo`'s data: every kind (e-mailed quotes too) reaches the inbox through the triggers, phones
// come in several formats, names carry accents, and a view of more than 5,000 leads is counted as
// "more than 5,000" (the inbox's capped count).

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../features/accounts/account-secrets.ts';
import { listInbox } from '../features/staff-inbox/list-inbox.ts';
import { inboxQuerySchema } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { createMemoryDb } from './client.ts';
import type { DbClient } from './client.ts';
import {
  demoLeadSplit,
  insertDemoCustomers,
  insertDemoLeads,
  insertDemoStaff,
  workDemoInbox,
} from './demo-leads.ts';
import { seedDatabase } from './seed.ts';

let client: DbClient;
const split = demoLeadSplit(5200);

beforeAll(async () => {
  client = await createMemoryDb();
  await client.migrate();
  await seedDatabase(client.db);
  const passwordHash = await hashPassword('Demo#password1');
  const staff = await insertDemoStaff(client.db, passwordHash, 'test');
  const customers = await insertDemoCustomers(client.db, passwordHash, 'test');
  for (const [kind, count] of Object.entries(split) as [keyof typeof split, number][]) {
    await insertDemoLeads(client.db, kind, { from: 1, to: count, run: 'test', customers });
  }
  await workDemoInbox(client.db, staff);
}, 120_000);
afterAll(async () => {
  await client.close();
});

const rows = async (query: string) =>
  ((await client.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('demo leads', () => {
  it('splits the leads across the five kinds, each with its inbox row', async () => {
    expect(Object.values(split).reduce((a, b) => a + b, 0)).toBe(5200);
    const byKind = await rows('select kind, count(*)::int as n from inbox_items group by kind order by kind');
    expect(byKind.map((row) => row.kind)).toEqual([
      'booking',
      'contact',
      'emailed-quote',
      'life-application',
      'service',
      'travel-application',
    ]);
    const contacts = byKind.find((row) => row.kind === 'contact')?.n;
    expect(contacts).toBe(split.contact);
  });

  it('writes phones in several formats, accented names, two years of dates and assignees', async () => {
    const [facts] = await rows(`select
        count(distinct case when phone ~ '^\\(' then 'paren' when phone ~ '^\\+1' then 'plus'
          when phone ~ '^\\d{10}$' then 'digits' when phone ~ '\\.' then 'dots' else 'dashes' end)::int as formats,
        count(*) filter (where first_name || last_name ~ '[éèëïôöüçñí]')::int as accented,
        count(distinct province)::int as provinces,
        extract(day from max(received_at) - min(received_at))::int as span_days,
        count(*) filter (where assignee_id is not null)::int as assigned
      from inbox_items`);
    expect(facts).toMatchObject({ formats: 5, provinces: 3 });
    expect(facts?.accented).toBeGreaterThan(500);
    expect(facts?.span_days).toBeGreaterThan(600);
    expect(facts?.assigned).toBeGreaterThan(4000);
  });

  it('counts a view of more than 5,000 leads as more than 5,000 and finds a phone typed differently', async () => {
    const all = await listInbox(client.db, inboxQuerySchema().parse({}), 'nobody');
    expect(all).toMatchObject({ total: 5000, totalCapped: true, totalPages: 200 });
    const [lead] = await rows("select phone from inbox_items where phone ~ '^\\d{3}-' limit 1");
    const digits = String(lead?.phone).replace(/\D/g, '');
    const typed = `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}`;
    const found = await listInbox(client.db, inboxQuerySchema().parse({ q: typed }), 'nobody');
    expect(found.totalCapped).toBe(false);
    expect(found.rows.map((row) => row.phone)).toContain(lead?.phone);
  });
});
