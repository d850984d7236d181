// The seam for the admin area (N13): staff list life applications through this use case, newest
// first, money in dollars (N40). The admin feature registers the route; this feature owns the table.

import { centsToDollars } from '@brokerage/shared/money/cents';
import type { Db } from '../../db/client.ts';
import { selectLifeApplications } from './life-quote.repository.ts';

export interface LifeApplicationListItem {
  id: string;
  product: string;
  productValue: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  province: string;
  postalCode: string;
  beneficiaryName: string | null;
  contactTime: string;
  coverage: number;
  premiumAmount: number | null;
  plan: Record<string, unknown>;
  status: string;
  createdAt: string;
}

export async function listLifeApplications(
  db: Db,
  { page = 1, pageSize = 20 }: { page?: number; pageSize?: number } = {},
): Promise<LifeApplicationListItem[]> {
  const rows = await selectLifeApplications(db, pageSize, (page - 1) * pageSize);
  return rows.map((r) => ({
    id: r.id,
    product: r.product,
    productValue: r.productValue,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    address: r.address,
    province: r.province,
    postalCode: r.postalCode,
    beneficiaryName: r.beneficiaryName,
    contactTime: r.contactTime,
    coverage: centsToDollars(r.coverageCents),
    premiumAmount: r.premiumCents === null ? null : centsToDollars(r.premiumCents),
    plan: r.plan,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}
