// `/admin/applications`: life and travel applications in one list, newest first.
// Each feature owns its table and answers its newest rows; the page is cut from their merge.

import type { ApplicationRecord } from '@brokerage/shared/admin/applications';
import { ADMIN_PAGE_SIZE, totalPagesFor } from '@brokerage/shared/admin/paged-list';
import type { PagedList } from '@brokerage/shared/admin/paged-list';
import type { Db } from '../../db/client.ts';
import { countLifeApplications, newestLifeApplications } from '../life-quote/list-life-applications.ts';
import {
  countTravelApplications,
  newestTravelApplications,
} from '../travel-quote/list-travel-applications.ts';

export async function listApplications(db: Db, page: number): Promise<PagedList<ApplicationRecord>> {
  const end = page * ADMIN_PAGE_SIZE;
  const [life, travel, total] = [
    await newestLifeApplications(db, end),
    await newestTravelApplications(db, end),
    await countAllApplications(db),
  ];
  const merged = [...life, ...travel].sort((a, b) => b.submittedOn.localeCompare(a.submittedOn));
  return { list: merged.slice(end - ADMIN_PAGE_SIZE, end), totalPages: totalPagesFor(total) };
}

export async function countAllApplications(db: Db): Promise<number> {
  return (await countLifeApplications(db)) + (await countTravelApplications(db));
}
