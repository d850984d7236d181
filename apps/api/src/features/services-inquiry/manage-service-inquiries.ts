// The admin's services inquiries (platform spec section 2): the paged list and the Excel file of
// home and auto inquiries (N25: every export is audited).

import { ADMIN_PAGE_SIZE, totalPagesFor } from '@brokerage/shared/admin/paged-list';
import type { FileDownload, PagedList } from '@brokerage/shared/admin/paged-list';
import { findProductByValue } from '@brokerage/shared/catalogue/products';
import type { ServiceInquiryRecord } from '@brokerage/shared/contact/contact-schemas';
import type { LEAD_STATUSES } from '@brokerage/shared/staff-inbox/inbox-options';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { workbookFile } from '../../lib/excel-file.ts';
import {
  countServiceInquiries,
  selectServiceInquiriesOfProducts,
  selectServiceInquiryPage,
  updateServiceInquiryStatus,
} from './services-inquiry.repository.ts';
import type { ServiceInquiryRow } from './services-inquiry.repository.ts';

/** Home and Tenant, Auto (N6). */
export const HOME_AND_AUTO_PRODUCTS = [18, 19];
export const HOME_AND_AUTO_DOWNLOADED = 'Home and auto inquiries downloaded';

function toRecord(row: ServiceInquiryRow): ServiceInquiryRecord {
  return {
    recordId: row.id,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    mobile: row.mobile,
    products: [row.product],
    requestedOn: row.createdAt.toISOString(),
    status: row.status,
    message: row.message,
    details: row.details,
  };
}

export async function listServiceInquiries(db: Db, page: number): Promise<PagedList<ServiceInquiryRecord>> {
  const { rows, total } = await selectServiceInquiryPage(db, (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE);
  return { list: rows.map(toRecord), totalPages: totalPagesFor(total) };
}

export const HOME_AND_AUTO_COLUMNS = [
  'Requested On (UTC)',
  'Product',
  'First Name',
  'Last Name',
  'Email',
  'Mobile Number',
  'Details',
  'Status',
];

export async function exportHomeAndAutoInquiries(
  db: Db,
  adminId: string,
  now = new Date(),
): Promise<FileDownload> {
  const rows = await selectServiceInquiriesOfProducts(db, HOME_AND_AUTO_PRODUCTS);
  const file = await workbookFile(
    'Home and auto',
    HOME_AND_AUTO_COLUMNS,
    rows.map((r) => [
      r.createdAt.toISOString(),
      findProductByValue(r.product)?.name ?? String(r.product),
      r.firstName,
      r.lastName,
      r.email,
      r.mobile,
      r.details.map((d) => `${d.key}: ${d.value}`).join('; '),
      r.status,
    ]),
  );
  await recordAudit(db, {
    actorId: adminId,
    action: 'export.home-and-auto-inquiries',
    details: { rows: rows.length },
  });
  return { file, fileName: `home-and-auto-inquiries-${now.toISOString().slice(0, 10)}.xlsx` };
}

export function countAllServiceInquiries(db: Db): Promise<number> {
  return countServiceInquiries(db);
}

/** Sets a lead's status (the staff inbox); resolves with the previous status. */
export async function setServiceInquiryStatus(
  db: Db,
  id: string,
  status: (typeof LEAD_STATUSES)[number],
): Promise<{ from: string }> {
  const changed = await updateServiceInquiryStatus(db, id, status);
  if (changed === undefined) throw notFound('This lead does not exist');
  return changed;
}
