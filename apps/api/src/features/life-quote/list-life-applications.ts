// The seam for the admin area (N13): staff see life applications through this use case, newest
// first, as the shared application records. The admin feature registers the route; this feature
// owns the table.

import type { ApplicationRecord } from '@brokerage/shared/admin/applications';
import { LIFE_PAYMENT_PERIODS, optionLabel } from '@brokerage/shared/catalogue/options';
import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { PROVINCES } from '@brokerage/shared/catalogue/provinces';
import { isLifeProduct } from '@brokerage/shared/life-quote/life-quote-request';
import { CONTACT_TIME_OPTIONS } from '@brokerage/shared/life-quote/life-quote-schemas';
import { formatCad } from '@brokerage/shared/money/cents';
import { appliedPlanWords } from '@brokerage/shared/travel-quote/cited-plan-words';
import type { Db } from '../../db/client.ts';
import { countLifeApplicationRows, selectLifeApplications } from './life-quote.repository.ts';
import type { LifeApplicationRow } from './life-quote.repository.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';

/** The newest `limit` life applications. */
export async function newestLifeApplications(db: Db, limit: number): Promise<ApplicationRecord[]> {
  const [rows, { names }] = await Promise.all([selectLifeApplications(db, limit, 0), insurerDirectory(db)]);
  return rows.map((row) => toApplicationRecord(row, names));
}

export function countLifeApplications(db: Db): Promise<number> {
  return countLifeApplicationRows(db);
}

function toApplicationRecord(row: LifeApplicationRow, names: ReadonlyMap<string, string>): ApplicationRecord {
  const plan = row.plan as {
    insurerCode?: string;
    policyName?: string;
    paymentPeriod?: number;
    premiumPaymentDuration?: string;
  };
  const quote = row.quote as { premiumPaymentDuration?: string; birthDate?: string; smoke?: boolean };
  const period = isLifeProduct(row.product)
    ? LIFE_PAYMENT_PERIODS[row.product][plan.paymentPeriod ?? -1]?.label
    : undefined;
  // Named as every application names its plan (ADR 0088); older rows without a plan name the product.
  const named =
    appliedPlanWords(
      {
        insurerCode: plan.insurerCode ?? null,
        policyName: plan.policyName ?? null,
        premiumCents: row.premiumCents === null ? null : [row.premiumCents],
        premiumPaymentDuration: plan.premiumPaymentDuration ?? quote.premiumPaymentDuration ?? null,
      },
      names,
    ) ??
    findProductByValue(row.productValue)?.name ??
    row.product;
  const province = PROVINCES.find((p) => p.code === row.province)?.name ?? row.province;
  const details = [
    { key: 'Payment period', value: period ?? '' },
    { key: 'Address', value: `${row.address}, ${province} ${row.postalCode}` },
    { key: 'Date of birth', value: quote.birthDate ?? '' },
    { key: 'Smoker', value: quote.smoke === undefined ? '' : quote.smoke ? 'Yes' : 'No' },
    { key: 'Beneficiary', value: row.beneficiaryName ?? '' },
    {
      key: 'Preferred contact time',
      value: optionLabel(CONTACT_TIME_OPTIONS, row.contactTime as never) ?? row.contactTime,
    },
    { key: 'Status', value: row.status },
  ];
  return {
    recordId: `life-${row.id}`,
    kind: 'life',
    product: row.productValue,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    submittedOn: row.createdAt.toISOString(),
    plan: `${named}, ${formatCad(row.coverageCents, { omitZeroCents: true })} coverage`,
    details: details.filter((d) => d.value !== ''),
  };
}
