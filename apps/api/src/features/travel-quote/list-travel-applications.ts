// The seam for the admin area: staff see visitors, students and travellers applications
// through this use case, newest first, as the shared application records, like life applications
// (list-life-applications.ts): the typed row, every answer with a label.

import type { ApplicationRecord } from '@brokerage/shared/admin/applications';
import { PROVINCES } from '@brokerage/shared/catalogue/provinces';
import { formatCad } from '@brokerage/shared/money/cents';
import { citedPlanWords } from '@brokerage/shared/travel-quote/cited-plan-words';
import type { InsurerNames } from '@brokerage/shared/travel-quote/cited-plan-words';
import type { Db } from '../../db/client.ts';
import { countApplicationRows, selectNewestApplications } from './travel-quote.repository.ts';
import type { TravelApplicationRow, TravelInsuredPerson } from './travel-quote.repository.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';

const INSURED_LABELS: Record<string, string> = {
  single: 'One person',
  'two-persons': 'Two persons',
  family: 'Family',
};

const yesNo = (answer: string) => (answer === 'yes' ? 'Yes' : answer === 'no' ? 'No' : answer);

export async function newestTravelApplications(db: Db, limit: number): Promise<ApplicationRecord[]> {
  const [rows, { names }] = await Promise.all([selectNewestApplications(db, limit), insurerDirectory(db)]);
  return rows.map((row) => toApplicationRecord(row, names));
}

export function countTravelApplications(db: Db): Promise<number> {
  return countApplicationRows(db);
}

function toApplicationRecord(row: TravelApplicationRow, names: InsurerNames): ApplicationRecord {
  const money = (cents: number | null) => (cents === null ? '' : formatCad(cents, { omitZeroCents: true }));
  // The cited plan and its premium first (ADR 0088): staff see which insurer was chosen.
  const plan = [
    row.policyName === null || row.insurerCode === null || row.premiumCents === null
      ? ''
      : citedPlanWords(
          {
            insurerCode: row.insurerCode,
            policyName: row.policyName,
            premiumCents: row.premiumCents,
          },
          names,
        ),
    row.coverageCents === null ? '' : `${money(row.coverageCents)} coverage`,
    row.deductibleCents === null ? '' : `${money(row.deductibleCents)} deductible`,
  ]
    .filter(Boolean)
    .join(', ');
  const details = [
    { key: 'Application for', value: INSURED_LABELS[row.insured] ?? row.insured },
    { key: 'Gender', value: row.gender },
    { key: 'Date of birth', value: row.dateOfBirth },
    { key: 'Age', value: row.age === null ? '' : String(row.age) },
    { key: 'Pre-existing condition', value: yesNo(row.preExistingCondition) },
    { key: 'Canadian address', value: row.canadianAddress },
    { key: 'Province', value: PROVINCES.find((p) => p.code === row.province)?.name ?? row.province },
    { key: 'Postal code', value: row.postalCode },
    { key: 'Canadian number', value: row.canadianNumber },
    { key: 'Beneficiary', value: row.beneficiaryName ?? '' },
    { key: 'Final contact name', value: row.finalContactName },
    { key: 'Final contact number', value: row.finalContactNumber ?? '' },
    { key: 'Preferred contact time', value: row.contactTime },
    { key: 'Home country', value: row.homeCountry ?? '' },
    { key: 'Destination', value: row.destinationCountry ?? '' },
    { key: 'Arrival date', value: row.arrivalDate ?? '' },
    { key: 'Departure date', value: row.departureDate },
    { key: 'Policy start', value: row.policyEffectiveDate },
    { key: 'Policy expiry', value: row.expiryDate ?? '' },
    { key: 'Rate version', value: row.rateVersion ?? '' },
    { key: 'Quote', value: row.quoteId ?? '' },
    ...row.otherPersons.map((person, index) => ({ key: `Person ${index + 2}`, value: personLine(person) })),
  ];
  return {
    recordId: `travel-${row.id}`,
    kind: 'travel',
    product: row.productValue,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    submittedOn: row.createdAt.toISOString(),
    plan,
    details: details.filter((d) => d.value !== ''),
  };
}

function personLine(person: TravelInsuredPerson): string {
  return [
    `${person.firstName} ${person.lastName}`.trim(),
    person.dateOfBirth && `born ${person.dateOfBirth}`,
    person.gender,
    person.preExistingCondition && `pre-existing condition: ${yesNo(person.preExistingCondition)}`,
  ]
    .filter(Boolean)
    .join(', ');
}
