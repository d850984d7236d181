// The seam for the admin area (issue 7): staff see visitors, students and travellers applications
// through this use case, newest first, as the shared application records. The payload is the
// validated application (product-flows section 3), so every answer is shown with a label.

import type { ApplicationRecord } from '@brokerage/shared/admin/applications';
import { PROVINCES } from '@brokerage/shared/catalogue/provinces';
import { formatCad } from '@brokerage/shared/money/cents';
import type { Db } from '../../db/client.ts';
import { countApplicationRows, selectNewestApplications } from './travel-quote.repository.ts';

/** Shown in the plan line or the header, not again in the details. */
const HEADER_FIELDS = new Set([
  'firstName',
  'lastName',
  'email',
  'phone',
  'products',
  'coverage',
  'deductible',
]);

const LABELS: Record<string, string> = {
  numberOfVisitors: 'Application for',
  quoteFor: 'Application for',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  age: 'Age',
  preExistingCondition: 'Pre-existing condition',
  canadianAddress: 'Canadian address',
  province: 'Province',
  postalCode: 'Postal code',
  canadianNumber: 'Canadian number',
  beneficiaryName: 'Beneficiary',
  finalContactName: 'Final contact name',
  finalContactNumber: 'Final contact number',
  contactTime: 'Preferred contact time',
  homeCountry: 'Home country',
  destinationCountry: 'Destination',
  canadianResident: 'Canadian resident',
  arrivalDate: 'Arrival date',
  departureDate: 'Departure date',
  policyEffectiveDate: 'Policy start',
  expiryDate: 'Policy expiry',
  numberOfPersonToInsured: 'More persons to insure',
};

export async function newestTravelApplications(db: Db, limit: number): Promise<ApplicationRecord[]> {
  const rows = await selectNewestApplications(db, limit);
  return rows.map((row) => toApplicationRecord(row.id, row.productValue, row.payload, row.createdAt));
}

export function countTravelApplications(db: Db): Promise<number> {
  return countApplicationRows(db);
}

function toApplicationRecord(
  id: number,
  product: number,
  payload: unknown,
  createdAt: Date,
): ApplicationRecord {
  const answers = (payload ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof answers[key] === 'string' ? (answers[key] as string) : '');
  const dollars = (key: string) =>
    typeof answers[key] === 'number'
      ? formatCad(Math.round((answers[key] as number) * 100), { omitZeroCents: true })
      : '';
  const plan = [
    dollars('coverage') && `${dollars('coverage')} coverage`,
    dollars('deductible') && `${dollars('deductible')} deductible`,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    recordId: `travel-${id}`,
    kind: 'travel',
    product,
    fullName: `${text('firstName')} ${text('lastName')}`.trim(),
    email: text('email'),
    phone: text('phone'),
    submittedOn: createdAt.toISOString(),
    plan,
    details: detailLines(answers),
  };
}

function detailLines(answers: Record<string, unknown>): { key: string; value: string }[] {
  const lines: { key: string; value: string }[] = [];
  for (const [key, value] of Object.entries(answers)) {
    if (HEADER_FIELDS.has(key) || value === null || value === undefined || value === '') continue;
    if (key === 'morePersons' && Array.isArray(value)) {
      value.forEach((person: Record<string, unknown>, index) => {
        lines.push({ key: `Person ${index + 3}`, value: personLine(person) });
      });
      continue;
    }
    const person2 = /^person2(.+)$/.exec(key);
    const label = person2 ? `Person 2 ${humanise(person2[1] ?? '')}` : (LABELS[key] ?? humanise(key));
    lines.push({ key: label, value: display(key, value) });
  }
  return lines;
}

function personLine(person: Record<string, unknown>): string {
  return Object.entries(person)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${humanise(k.replace(/^person\d+/, ''))}: ${String(v)}`)
    .join(', ');
}

function display(key: string, value: unknown): string {
  if (key === 'province' && typeof value === 'string')
    return PROVINCES.find((p) => p.code === value)?.name ?? value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'preExistingCondition' → 'Pre existing condition'. */
function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
