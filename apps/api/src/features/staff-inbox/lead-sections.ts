// A lead's source row as staff read it: sections (person, request, quote or application, plan and
// premium), each value in the site's formats: money from cents ('$100,000'), calendar dates as
// 'Do MMMM, YYYY' (N5), instants in Toronto time, product, insurer and province names, option
// labels. Ids, owners, seats and other internal columns are not shown. The row is the JSON of the
// source table (snake_case columns, ADR 0061: typed columns, cents, 'YYYY-MM-DD').

import { AFTER_SALE_REQUEST_LABELS } from '@brokerage/shared/policies/policy-schemas';
import type { AfterSaleRequestType } from '@brokerage/shared/policies/policy-schemas';
import { GENDER_OPTIONS, LIFE_PAYMENT_PERIODS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { findProductBySlug, findProductByValue } from '@brokerage/shared/catalogue/products';
import { provinceName } from '@brokerage/shared/catalogue/provinces';
import { formatDisplayDate, isCivilDate } from '@brokerage/shared/dates/civil-date';
import { CONTACT_TIME_OPTIONS } from '@brokerage/shared/life-quote/life-quote-schemas';
import { formatCad } from '@brokerage/shared/money/cents';
import type { InboxKind } from '@brokerage/shared/staff-inbox/inbox-options';
import type { LeadSection, LeadSectionId } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { planWords, premiumWords } from '@brokerage/shared/travel-quote/cited-plan-words';
import type { InsurerNames } from '@brokerage/shared/travel-quote/cited-plan-words';
import { torontoTime } from './inbox-view.ts';

type Row = Record<string, unknown>;
type Field = { label: string; value: string };

const TITLES: Record<LeadSectionId, string> = {
  person: 'Person',
  request: 'Request',
  application: 'Quote or application',
  plan: 'Plan and premium',
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const money = (cents: unknown): string =>
  typeof cents === 'number' && Number.isSafeInteger(cents) ? formatCad(cents, { omitZeroCents: true }) : '';

const day = (value: unknown): string =>
  typeof value === 'string' && isCivilDate(value) ? formatDisplayDate(value) : text(value);

const instant = (value: unknown): string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? torontoTime(value) : '';

const yesNo = (value: unknown): string =>
  value === true || value === 'yes' ? 'Yes' : value === false || value === 'no' ? 'No' : '';

const label = (options: readonly { value: string; label: string }[], value: unknown): string =>
  options.find((option) => option.value === value)?.label ?? text(value);

const productName = (value: unknown): string =>
  typeof value === 'number' ? (findProductByValue(value)?.name ?? '') : '';

const productNames = (values: unknown): string =>
  Array.isArray(values) ? values.map(productName).filter(Boolean).join(', ') : '';

const province = (code: unknown): string => {
  const value = text(code);
  return value === '' ? '' : (provinceName(value) ?? value);
};

const fullName = (row: Row, first = 'first_name', last = 'last_name') =>
  `${text(row[first])} ${text(row[last])}`.trim();

/** Pairs written by the lead forms and staff ('Applying for', additional info). */
const pairs = (value: unknown): Field[] =>
  Array.isArray(value)
    ? value.flatMap((pair: unknown) =>
        typeof pair === 'object' && pair !== null && 'key' in pair && 'value' in pair
          ? [{ label: text(pair.key), value: text(pair.value) }]
          : [],
      )
    : [];

const object = (value: unknown): Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : {};

/** The declarations ticked and the typed-name signature (migration 0029), with the time. */
const declarationFields = (row: Row): Field[] =>
  Array.isArray(row.declarations)
    ? [
        {
          label: 'Declarations accepted',
          value: `${row.declarations
            .map((d: unknown) => text(object(d).text))
            .filter(Boolean)
            .join(' ')} (${instant(row.created_at)})`,
        },
        { label: 'Typed-name signature', value: text(row.signature) },
      ]
    : [];

function personOf(row: Row, phoneKey: 'mobile' | 'phone'): Field[] {
  return [
    { label: 'Name', value: fullName(row) },
    { label: 'E-mail', value: text(row.email) },
    { label: 'Phone', value: text(row[phoneKey]) },
  ];
}

function sectionsOf(kind: InboxKind, row: Row, names: InsurerNames): Partial<Record<LeadSectionId, Field[]>> {
  switch (kind) {
    case 'contact':
      return {
        person: personOf(row, 'mobile'),
        request: [
          { label: 'Products', value: productNames(row.products) },
          { label: 'Message', value: text(row.message) },
          { label: 'Received', value: instant(row.created_at) },
          ...pairs(row.additional_info),
        ],
      };
    case 'service':
      return {
        person: personOf(row, 'mobile'),
        request: [
          { label: 'Product', value: productName(row.product) },
          { label: 'Message', value: text(row.message) },
          { label: 'Received', value: instant(row.created_at) },
          ...pairs(row.details).map((pair) =>
            pair.label === 'Form' ? { ...pair, label: 'Form page' } : pair,
          ),
        ],
      };
    case 'booking':
      return {
        person: personOf(row, 'mobile'),
        request: [
          { label: 'Call at', value: `${instant(row.slot_start)} (Toronto time)` },
          ...(row.cancelled_at ? [{ label: 'Cancelled', value: instant(row.cancelled_at) }] : []),
          { label: 'Products', value: productNames(row.products) },
          { label: 'Message', value: text(row.message) },
          { label: 'Booked', value: instant(row.created_at) },
        ],
      };
    case 'emailed-quote':
      return {
        person: [{ label: 'E-mail', value: text(row.email) }],
        request: [
          { label: 'Product', value: productName(row.product_value) },
          { label: 'Quotes e-mailed', value: instant(row.created_at) },
        ],
        plan: [{ label: 'Coverage', value: money(row.coverage_cents) }],
      };
    case 'life-application':
      return lifeApplication(row, names);
    case 'travel-application':
      return travelApplication(row, names);
    case 'after-sale':
      return {
        person: [{ label: 'E-mail', value: text(row.email) }],
        request: [
          {
            label: 'Request',
            value: AFTER_SALE_REQUEST_LABELS[text(row.type) as AfterSaleRequestType] ?? text(row.type),
          },
          { label: 'Received', value: instant(row.created_at) },
          ...Object.entries(object(row.details)).map(([key, value]) => ({
            label: key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()),
            value: typeof value === 'string' || typeof value === 'number' ? String(value) : yesNo(value),
          })),
        ],
        plan: [{ label: 'Amount', value: money(row.amount_cents) }],
      };
  }
}

function lifeApplication(row: Row, names: InsurerNames): Partial<Record<LeadSectionId, Field[]>> {
  const quote = object(row.quote);
  const plan = object(row.plan);
  const slug = text(row.product);
  const periods = LIFE_PAYMENT_PERIODS[slug as LifeQuoteSlug] as
    (typeof LIFE_PAYMENT_PERIODS)[LifeQuoteSlug] | undefined;
  const period = typeof plan.paymentPeriod === 'number' ? periods?.[plan.paymentPeriod]?.label : undefined;
  const monthly = plan.premiumPaymentDuration === 'monthly';
  const smoker =
    quote.smoke === true ? 'Yes' : quote.smokedInLast12Months === true ? 'In the last 12 months' : 'No';
  return {
    person: [
      ...personOf(row, 'phone'),
      { label: 'Date of birth', value: day(quote.birthDate) },
      { label: 'Gender', value: label(GENDER_OPTIONS, quote.gender) },
      {
        label: 'Address',
        value: [text(row.address), province(row.province), text(row.postal_code)].filter(Boolean).join(', '),
      },
      { label: 'Beneficiary', value: text(row.beneficiary_name) },
      { label: 'Best time to call', value: label(CONTACT_TIME_OPTIONS, row.contact_time) },
    ],
    application: [
      { label: 'Product', value: productName(row.product_value) || (findProductBySlug(slug)?.name ?? '') },
      { label: 'Applied', value: instant(row.created_at) },
      { label: 'Smoker', value: smoker },
      { label: 'Canadian citizen or permanent resident', value: yesNo(quote.citizen) },
      { label: 'Province quoted', value: province(quote.province) },
      ...declarationFields(row),
    ],
    plan: [
      {
        label: 'Insurer',
        value:
          text(plan.insurerCode) === '' ? '' : (names.get(text(plan.insurerCode)) ?? text(plan.insurerCode)),
      },
      { label: 'Plan', value: text(plan.policyName) },
      { label: 'Coverage', value: money(row.coverage_cents) },
      { label: 'Payment period', value: period ?? '' },
      {
        label: 'Premium',
        value:
          money(row.premium_cents) === ''
            ? ''
            : `${formatCad(Number(row.premium_cents))} ${monthly ? 'monthly' : 'annually'}`,
      },
    ],
  };
}

const INSURED_LABELS: Record<string, string> = {
  single: 'One person',
  'two-persons': 'Two persons',
  family: 'Family',
};

function travelApplication(row: Row, names: InsurerNames): Partial<Record<LeadSectionId, Field[]>> {
  const others = Array.isArray(row.other_persons) ? row.other_persons.map(object) : [];
  return {
    person: [
      ...personOf(row, 'phone'),
      { label: 'Date of birth', value: day(row.date_of_birth) },
      { label: 'Age', value: text(row.age) },
      { label: 'Gender', value: label(GENDER_OPTIONS, row.gender) },
      { label: 'Pre-existing condition', value: yesNo(row.pre_existing_condition) },
      {
        label: 'Address in Canada',
        value: [text(row.canadian_address), province(row.province), text(row.postal_code)]
          .filter(Boolean)
          .join(', '),
      },
      { label: 'Phone in Canada', value: text(row.canadian_number) },
      { label: 'Beneficiary', value: text(row.beneficiary_name) },
      {
        label: 'Emergency contact',
        value: [text(row.final_contact_name), text(row.final_contact_number)].filter(Boolean).join(', '),
      },
      { label: 'Best time to call', value: label(CONTACT_TIME_OPTIONS, row.contact_time) },
    ],
    application: [
      { label: 'Product', value: productName(row.product_value) },
      { label: 'Applied', value: instant(row.created_at) },
      { label: 'Insured', value: INSURED_LABELS[text(row.insured)] ?? text(row.insured) },
      ...others.map((person, index) => ({
        label: `Person ${index + 2}`,
        value: [
          fullName(person, 'firstName', 'lastName'),
          day(person.dateOfBirth) === '' ? '' : `born ${day(person.dateOfBirth)}`,
          label(GENDER_OPTIONS, person.gender),
          person.preExistingCondition === 'yes' ? 'pre-existing condition' : '',
        ]
          .filter(Boolean)
          .join(', '),
      })),
      { label: 'Home country', value: text(row.home_country) },
      { label: 'Destination', value: text(row.destination_country) },
      { label: 'Arrival in Canada', value: day(row.arrival_date) },
      { label: 'Departure', value: day(row.departure_date) },
      { label: 'Policy starts', value: day(row.policy_effective_date) },
      { label: 'Policy ends', value: day(row.expiry_date) },
      ...declarationFields(row),
    ],
    plan: [
      // The plan the application cites and its premium priced again from the quote's rates (ADR 0088).
      {
        label: 'Plan',
        value:
          text(row.policy_name) === '' || text(row.insurer_code) === ''
            ? ''
            : planWords({ insurerCode: text(row.insurer_code), policyName: text(row.policy_name) }, names),
      },
      { label: 'Premium', value: premiums(row.premium_cents) },
      { label: 'Coverage', value: money(row.coverage_cents) },
      { label: 'Deductible', value: money(row.deductible_cents) },
      { label: 'Rate version', value: text(row.rate_version) },
    ],
  };
}

const premiums = (value: unknown): string =>
  Array.isArray(value) && value.length > 0 && value.every((v) => Number.isSafeInteger(v))
    ? premiumWords(value as number[])
    : '';

/** The sections of a lead with their non-empty fields, in the order staff read them. */
export function leadSections(kind: InboxKind, row: Row, names: InsurerNames): LeadSection[] {
  const parts = sectionsOf(kind, row, names);
  return (Object.keys(TITLES) as LeadSectionId[]).flatMap((id) => {
    const fields = (parts[id] ?? []).filter((field) => field.value !== '' && field.label !== '');
    return fields.length === 0 ? [] : [{ id, title: TITLES[id], fields }];
  });
}
