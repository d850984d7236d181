// Paged admin lists (platform spec sections 2, 3 and 9, N40): `data: { list, totalPages }`,
// pages numbered from 1, totalPages at least 1.

import { z } from 'zod';

export const ADMIN_PAGE_SIZE = 10;

/** Pagination shows 2 margin pages and 2 range pages (platform spec section 2). */
export const PAGINATION_MARGIN_PAGES = 2;
export const PAGINATION_RANGE_PAGES = 2;

export const PAGE_NUMBER_MESSAGE = 'Page must be a whole number from 1';

/** The `<page>` path parameter. */
export const pageParamsSchema = z.object({
  page: z.coerce
    .number(PAGE_NUMBER_MESSAGE)
    .int(PAGE_NUMBER_MESSAGE)
    .min(1, PAGE_NUMBER_MESSAGE)
    .max(1_000_000, PAGE_NUMBER_MESSAGE),
});

export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), totalPages: z.number().int().min(1) });
}

export interface PagedList<T> {
  list: T[];
  totalPages: number;
}

export function totalPagesFor(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** An Excel export answer: base64 file, its name, and the message the browser shows. */
export const fileDownloadSchema = z.object({ file: z.string(), fileName: z.string() });
export type FileDownload = z.infer<typeof fileDownloadSchema>;

/** Admin panel counts. */
export const adminPanelCountsSchema = z.object({
  /** Every lead in the staff inbox: the count its unfiltered view lists. */
  inbox: z.number().int(),
  /** Contact requests still Pending (the inbox's type and status filters give the same list). */
  newContacts: z.number().int(),
  todaysAppointments: z.number().int(),
  serviceInquiries: z.number().int(),
  subscriptions: z.number().int(),
  applications: z.number().int(),
  /** Rate tables still on the sample rates (N8). */
  sampleRateTables: z.number().int(),
  /** Insurers not retired (the insurers table, ADR 0097). */
  insurers: z.number().int(),
});
export type AdminPanelCounts = z.infer<typeof adminPanelCountsSchema>;
