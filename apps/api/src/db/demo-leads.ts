// Demo leads for `npm run seed:demo` and the inbox benchmark (ADR 0091): realistic,
// varied rows in the five lead tables, written with INSERT ... SELECT over generate_series so 100,000
// rows take seconds, not minutes. The inbox rows come from the tables' triggers (migration 0009),
// exactly as for real leads. Values are drawn from hashtext(row number, salt): the same --leads
// gives the same data on PGlite and PostgreSQL, and a second run adds different people.

import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

const FIRST_NAMES = [
  'Émilie',
  'François',
  'Zoë',
  'Chloé',
  'José',
  'Léa',
  'Noël',
  'Renée',
  'Hélène',
  'Jérôme',
  'André',
  'Mélanie',
  'Sébastien',
  'Geneviève',
  'Stéphane',
  'Anaïs',
  'Raphaël',
  'Maëlle',
  'Joël',
  'Béatrice',
  'Olivia',
  'Liam',
  'Noah',
  'Emma',
  'Charlotte',
  'William',
  'Benjamin',
  'Amelia',
  'Lucas',
  'Sophia',
  'Mohammed',
  'Fatima',
  'Priya',
  'Arjun',
  'Wei',
  'Mei',
  'Hiroshi',
  'Yuki',
  'Carlos',
  'Lucía',
  'Ahmed',
  'Aisha',
  'Daniel',
  'Grace',
  'Ethan',
  'Ava',
  'Jacob',
  'Isabella',
  'Mia',
  'Oliver',
  'Gurpreet',
  'Harjit',
  'Thi',
  'Minh',
  'Olga',
  'Dmitri',
  'Siobhan',
  'Ciarán',
  'Jean-Luc',
  'Marie-Ève',
];

const LAST_NAMES = [
  'Tremblay',
  'Gagnon',
  'Côté',
  'Bélanger',
  'Lévesque',
  'Bouchard',
  'Roy',
  'Gauthier',
  'Pelletier',
  'Bérubé',
  'Ouellet',
  'Fortin',
  'Gélinas',
  'Thériault',
  'Lefèbvre',
  'Séguin',
  'Desjardins',
  'Nguyen',
  'Tran',
  'Singh',
  'Patel',
  'Sharma',
  'Kaur',
  'Li',
  'Wang',
  'Chen',
  'Zhang',
  'Kim',
  'Park',
  'Smith',
  'Brown',
  'Wilson',
  'MacDonald',
  'Campbell',
  'Anderson',
  'Taylor',
  'Martin',
  'Thompson',
  'White',
  "O'Brien",
  'McKenzie',
  'Fraser',
  'Stewart',
  'Müller',
  'Nuñez',
  'García',
  'Rodríguez',
  'López',
  'Hernández',
  'González',
  'Santos',
  'Silva',
  'Kowalski',
  'Nowak',
  'Ivanov',
  'Haddad',
  'Khan',
  'Ali',
  'Hussain',
  'Okafor',
  'Mensah',
  'Johansson',
  'Lindqvist',
  'Yamamoto',
  'Sato',
  'Dubé',
  'Poirier',
  'Boucher',
  'Caron',
  'Leblanc',
];

const DOMAINS = ['example.com', 'example.ca', 'example.org', 'example.net'];

/** Area codes by province, so a lead's phone matches its province. */
const AREA_CODES: Record<string, string[]> = {
  ON: ['416', '647', '437', '905', '289', '613', '519', '705'],
  AB: ['403', '587', '780', '825'],
  BC: ['604', '778', '236', '250'],
};
// Weighted as the three provinces' populations roughly are.
const PROVINCES = ['ON', 'ON', 'ON', 'ON', 'ON', 'BC', 'BC', 'AB', 'AB'];

export interface DemoLeadCounts {
  contact: number;
  service: number;
  booking: number;
  lifeApplication: number;
  travelApplication: number;
  emailedQuote: number;
  staff: number;
}

/** How 100 leads split by type: most are contact requests and lead forms. */
export function demoLeadSplit(total: number): Omit<DemoLeadCounts, 'staff'> {
  const lifeApplication = Math.round(total * 0.15);
  const travelApplication = Math.round(total * 0.1);
  const booking = Math.round(total * 0.15);
  const service = Math.round(total * 0.3);
  const emailedQuote = Math.round(total * 0.05);
  return {
    contact: total - lifeApplication - travelApplication - booking - service - emailedQuote,
    service,
    booking,
    lifeApplication,
    travelApplication,
    emailedQuote,
  };
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** One pick from a jsonb array parameter, chosen by the row's hash with this salt. */
const pick = (values: readonly string[], salt: string) =>
  sql`(${json(values)} ->> (abs(hashtext(g.n::text || ${salt})) % ${values.length}))`;

/** 0 <= r < modulo, the row's hash with this salt. */
const rand = (salt: string, modulo: number) => sql`(abs(hashtext(g.n::text || ${salt})) % ${modulo})`;

/**
 * The common columns of every kind, computed once per row: the person, a time in the last two years
 * (more recent leads are more frequent), a province and a phone typed in one of five formats.
 */
function people(from: number, to: number, run: string): SQL {
  const areaCodes = sql`${json(AREA_CODES)} -> p.province`;
  return sql`
    select g.n,
      ${pick(FIRST_NAMES, `${run}f`)} as first_name,
      ${pick(LAST_NAMES, `${run}l`)} as last_name,
      ${pick(DOMAINS, `${run}d`)} as domain,
      p.province,
      (${areaCodes} ->> (abs(hashtext(g.n::text || ${`${run}a`})) % jsonb_array_length(${areaCodes}))) as area,
      lpad((200 + ${rand(`${run}x`, 800)})::text, 3, '0') as exchange,
      lpad(${rand(`${run}s`, 10000)}::text, 4, '0') as line,
      ${rand(`${run}p`, 5)} as phone_format,
      -- Squaring a uniform draw leans the dates towards today.
      now() - (power(${rand(`${run}t`, 1000000)} / 1000000.0, 2) * interval '730 days') as created_at,
      ${rand(`${run}r`, 1000)} as r
    from generate_series(${from}::int, ${to}::int) as g(n)
    cross join lateral (select ${pick(PROVINCES, `${run}v`)} as province) as p`;
}

const phoneExpr = sql`case x.phone_format
    when 0 then x.area || '-' || x.exchange || '-' || x.line
    when 1 then '(' || x.area || ') ' || x.exchange || '-' || x.line
    when 2 then x.area || '.' || x.exchange || '.' || x.line
    when 3 then '+1 ' || x.area || ' ' || x.exchange || ' ' || x.line
    else x.area || x.exchange || x.line end`;

const emailExpr = sql`lower(regexp_replace(unaccent(x.first_name || '.' || x.last_name), '[^A-Za-z.-]', '', 'g'))
    || x.n || '@' || x.domain`;

/** The spec's three statuses: recent leads are mostly waiting, old ones mostly done. */
const leadStatusExpr = sql`case
    when x.created_at > now() - interval '3 days' then (case when x.r < 700 then 'Pending' else 'In Progress' end)
    when x.created_at > now() - interval '30 days' then
      (case when x.r < 150 then 'Pending' when x.r < 500 then 'In Progress' else 'Completed' end)
    else (case when x.r < 10 then 'Pending' when x.r < 40 then 'In Progress' else 'Completed' end) end`;

const productsExpr = (from: number, span: number, salt: string) =>
  sql`jsonb_build_array(${from} + abs(hashtext(x.n::text || ${salt})) % ${span})`;

export async function insertDemoStaff(db: Db, passwordHash: string, run: string): Promise<string[]> {
  const rows = (await db.execute(sql`
    insert into users (email, first_name, last_name, password_hash, email_confirmed, role, profile_pic_color)
    select 'advisor' || i || '.' || ${run} || '@demo.example.com', f, l, ${passwordHash}, true, 'advisor', '#1c7ed6'
    from (values (1, 'Nadia', 'Bouchard'), (2, 'Marc', 'Tremblay'), (3, 'Priya', 'Singh'), (4, 'Owen', 'Campbell'))
      as s(i, f, l)
    on conflict (email) do update set role = excluded.role
    returning id`)) as unknown as { rows: { id: string }[] };
  return rows.rows.map((row) => row.id);
}

export async function insertDemoCustomers(db: Db, passwordHash: string, run: string): Promise<string[]> {
  const rows = (await db.execute(sql`
    insert into users (email, first_name, last_name, password_hash, email_confirmed, role, profile_pic_color)
    select 'customer' || n || '.' || ${run} || '@demo.example.com', 'Demo', 'Customer ' || n, ${passwordHash},
      true, 'customer', '#2f9e44'
    from generate_series(1, 200) as s(n)
    on conflict (email) do nothing
    returning id`)) as unknown as { rows: { id: string }[] };
  return rows.rows.map((row) => row.id);
}

/** Inserts `count` leads of one kind, rows `offset + 1 ..`; resolves with the rows written. */
export async function insertDemoLeads(
  db: Db,
  kind: keyof Omit<DemoLeadCounts, 'staff'>,
  range: { from: number; to: number; run: string; customers: string[] },
): Promise<number> {
  const x = people(range.from, range.to, `${range.run}${kind}`);
  const message = sql`'Demo lead: please call me about a quote.'`;
  let statement: SQL;
  switch (kind) {
    case 'contact':
      statement = sql`insert into contact_requests (first_name, last_name, email, mobile, products, message,
          status, created_at, updated_at)
        select x.first_name, x.last_name, ${emailExpr}, ${phoneExpr}, ${productsExpr(1, 30, 'cp')}, ${message},
          ${leadStatusExpr}, x.created_at, x.created_at
        from (${x}) as x`;
      break;
    case 'service':
      statement = sql`insert into service_inquiries (product, first_name, last_name, email, mobile, message,
          status, created_at)
        select 16 + abs(hashtext(x.n::text || 'sp')) % 15, x.first_name, x.last_name, ${emailExpr}, ${phoneExpr},
          ${message}, ${leadStatusExpr}, x.created_at
        from (${x}) as x`;
      break;
    case 'booking':
      // A half-hour call booked for the next day; three seats per slot (N15), a taken seat is skipped.
      statement = sql`insert into appointments (slot_start, slot_end, seat, first_name, last_name, email, mobile,
          products, message, status, created_at, updated_at)
        select date_trunc('hour', x.created_at) + interval '26 hours' + (x.r % 2) * interval '30 minutes',
          date_trunc('hour', x.created_at) + interval '26 hours 30 minutes' + (x.r % 2) * interval '30 minutes',
          1 + (x.r / 2) % 3,
          x.first_name, x.last_name, ${emailExpr}, ${phoneExpr}, ${productsExpr(1, 30, 'bp')}, ${message},
          ${leadStatusExpr}, x.created_at, x.created_at
        from (${x}) as x
        on conflict (slot_start, seat) do nothing`;
      break;
    case 'lifeApplication':
      statement = sql`insert into life_applications (user_id, product, product_value, quote, plan,
          coverage_cents, premium_cents, first_name, last_name, email, phone, address, province, postal_code,
          contact_time, status, created_at)
        select (${json(range.customers)} ->> (x.r % ${range.customers.length})::int)::uuid,
          (array['whole-life','term-life','critical-illness','mortgage-protection','kids-life','disability'])[1 + x.r % 6],
          1 + x.r % 6, '{}'::jsonb, '{}'::jsonb, (100 + x.r % 900) * 100000, 2000 + x.r * 13,
          x.first_name, x.last_name, ${emailExpr}, ${phoneExpr}, (10 + x.r) || ' Main Street', x.province,
          case x.province when 'ON' then 'M5V 2T6' when 'AB' then 'T2P 1J9' else 'V6B 1A1' end,
          'Morning', 'Pending', x.created_at
        from (${x}) as x`;
      break;
    case 'travelApplication':
      // Typed columns since migration 0010 (ADR 0061): the applicant, the trip and its dates.
      statement = sql`insert into travel_applications (form, product_value, insured, first_name, last_name,
          email, phone, gender, date_of_birth, pre_existing_condition, canadian_address, province, postal_code,
          canadian_number, final_contact_name, contact_time, departure_date, policy_effective_date, created_at)
        select (array['visitors','students','travellers'])[1 + x.r % 3], 8 + x.r % 8, 'single',
          x.first_name, x.last_name, ${emailExpr}, ${phoneExpr},
          (array['male','female'])[1 + x.r % 2], (date '1950-01-01' + (x.r % 20000))::date,
          (array['yes','no'])[1 + x.r % 2], (10 + x.r) || ' Main Street', x.province,
          case x.province when 'ON' then 'M5V 2T6' when 'AB' then 'T2P 1J9' else 'V6B 1A1' end,
          ${phoneExpr}, 'Demo Contact', 'Morning',
          (x.created_at + interval '60 days')::date, (x.created_at + interval '14 days')::date, x.created_at
        from (${x}) as x`;
      break;
    case 'emailedQuote':
      statement = sql`insert into emailed_quote_requests (product, product_value, email, quote_request_id,
          coverage_cents, created_at)
        select (array['whole-life','term-life','critical-illness','mortgage-protection','kids-life','disability'])[1 + x.r % 6],
          1 + x.r % 6, ${emailExpr}, gen_random_uuid(), (100 + x.r % 900) * 100000, x.created_at
        from (${x}) as x`;
      break;
  }
  const result = (await db.execute(statement)) as unknown as { rowCount?: number; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/**
 * Staff's side of the demo: application statuses (kept on the inbox row) and assignees. Recent
 * leads are often unassigned; old ones were all worked by someone.
 */
export async function workDemoInbox(db: Db, staffIds: string[]): Promise<void> {
  await db.execute(sql`
    update inbox_items set status = case
        when received_at > now() - interval '3 days' then 'Received'
        else (array['In review','More information needed','Approved','Policy issued','Declined','Withdrawn',
          'Policy issued','Policy issued'])[1 + abs(hashtext(id::text || 'as')) % 8] end
    where kind in ('life-application', 'travel-application') and status = 'Received'
      and email like '%@example.%'`);
  await db.execute(sql`
    update inbox_items set status = case when received_at > now() - interval '3 days' then 'Pending'
        when abs(hashtext(id::text || 'eq')) % 10 = 0 then 'In Progress' else 'Completed' end
    where kind = 'emailed-quote' and status = 'Pending' and email like '%@example.%'`);
  await db.execute(sql`
    update inbox_items set assignee_id = (${json(staffIds)} ->> (abs(hashtext(id::text || 'st')) % ${staffIds.length}))::uuid
    where assignee_id is null and email like '%@example.%'
      and (received_at < now() - interval '3 days' or abs(hashtext(id::text || 'un')) % 3 = 0)`);
  // Fresh statistics, and the visibility map that lets counts use index-only scans: PGlite has no
  // autovacuum, and PostgreSQL's would come only minutes later.
  await db.execute(sql`vacuum analyze inbox_items`);
}
