// The inbox search ignores punctuation as well as accents and case (ADR 0091): a name typed
// without its apostrophe or hyphen, or with a typographic apostrophe, finds the lead.

import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { useTestApp } from '../../test/build-test-app.ts';
import { call } from '../admin/admin-test-helpers.ts';
import { staffTokens } from './staff-test-helpers.ts';

const t = useTestApp();
let advisor: string;

beforeAll(async () => {
  advisor = (await staffTokens(t.app, t.db)).advisor;
  const people = [
    ['Siobhan', "O'Brien-Zoë", 'siobhan.obrien@example.com', '416-555-0111'],
    ['Jean-Luc', 'Côté', 'jl.cote@example.ca', '514-555-0112'],
    ['Brian', 'Obrecht', 'brian@example.org', '604-555-0113'],
  ];
  for (const [firstName, lastName, email, mobile] of people) {
    const payload = { firstName, lastName, email, mobile, products: [1], message: '', page: '/' };
    const response = await call(t.app, 'POST', '/api/contact', { payload });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
});

async function found(q: string): Promise<string[]> {
  const response = await call(t.app, 'GET', `/api/admin/inbox?q=${encodeURIComponent(q)}`, {
    token: advisor,
  });
  expect(response.statusCode, response.body).toBe(200);
  const page = (response.json() as { data: InboxPage }).data;
  return page.rows.map((row) => `${row.firstName} ${row.lastName}`).sort();
}

describe('inbox search and punctuation', () => {
  it('finds a name typed without its apostrophe or hyphen, in any case, with or without accents', async () => {
    for (const q of ['obrien', "O'Brien", 'O’BRIEN', 'obrien-zoe', 'obrienzoe', "o'brien zoë", 'brien-zo']) {
      expect(await found(q), q).toEqual(["Siobhan O'Brien-Zoë"]);
    }
    for (const q of ['jeanluc', 'Jean Luc', 'JEAN-LUC cote', 'jean-luc côté']) {
      expect(await found(q), q).toEqual(['Jean-Luc Côté']);
    }
  });

  it('matches e-mail addresses and references with or without their punctuation', async () => {
    expect(await found('siobhan.obrien@example.com')).toEqual(["Siobhan O'Brien-Zoë"]);
    expect(await found('jlcote')).toEqual(['Jean-Luc Côté']);
    expect(await found('@example.org')).toEqual(['Brian Obrecht']);
  });

  it('finds nothing for a search made only of punctuation, and keeps other words apart', async () => {
    expect(await found("' - %")).toEqual([]);
    expect(await found('obre')).toEqual(['Brian Obrecht']);
    expect(await found('o brie')).toEqual(["Siobhan O'Brien-Zoë"]);
  });
});
