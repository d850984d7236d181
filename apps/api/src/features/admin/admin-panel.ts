// /admin-panel counts: the inbox, new contacts, today's appointments, services
// inquiries, active subscriptions and applications. The lead counts come from the staff inbox's
// count by type and status, the query behind the dashboard, so each equals the inbox view it links
// to; the others from their feature's use case.

import type { AdminPanelCounts } from '@brokerage/shared/admin/paged-list';
import type { Db } from '../../db/client.ts';
import { countTodaysAppointments } from '../booking/manage-appointments.ts';
import { countSubscriptions } from '../newsletter/manage-newsletter.ts';
import { activeLifeTables } from '../life-quote/import-life-rate-sheet.ts';
import { listPublicInsurers } from '../insurers/manage-insurers.ts';
import { inboxSummary } from '../staff-inbox/inbox-dashboard.ts';
import { listTravelRateTables } from '../travel-quote/import-travel-rate-sheets.ts';

export async function getAdminPanelCounts(db: Db, now = new Date()): Promise<AdminPanelCounts> {
  const { byKindAndStatus } = await inboxSummary(db, now);
  const leads = (kinds: readonly string[], status?: string) =>
    byKindAndStatus
      .filter((row) => kinds.includes(row.kind) && (status === undefined || row.status === status))
      .reduce((sum, row) => sum + row.n, 0);
  const inbox = byKindAndStatus.reduce((sum, row) => sum + row.n, 0);
  const newContacts = leads(['contact'], 'Pending');
  const serviceInquiries = leads(['service']);
  const applications = leads(['life-application', 'travel-application']);
  const todaysAppointments = await countTodaysAppointments(db, now);
  const subscriptions = await countSubscriptions(db);
  // Rate tables still on the demonstration samples (N8): staff should import real sheets.
  const tables = [...(await activeLifeTables(db)), ...(await listTravelRateTables(db))];
  const sampleRateTables = tables.filter((t) => t.source === 'sample').length;
  return {
    inbox,
    newContacts,
    todaysAppointments,
    serviceInquiries,
    subscriptions,
    applications,
    sampleRateTables,
    insurers: (await listPublicInsurers(db)).length,
  };
}
