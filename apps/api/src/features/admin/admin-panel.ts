// /admin-panel counts (issue 5): new contacts, today's appointments, services inquiries and
// active subscriptions and applications, each from its feature's use case.

import type { AdminPanelCounts } from '@brokerage/shared/admin/paged-list';
import type { Db } from '../../db/client.ts';
import { countTodaysAppointments } from '../booking/manage-appointments.ts';
import { countNewContacts } from '../contact/manage-contacts.ts';
import { countSubscriptions } from '../newsletter/manage-newsletter.ts';
import { countAllServiceInquiries } from '../services-inquiry/manage-service-inquiries.ts';
import { activeLifeTables } from '../life-quote/import-life-rate-sheet.ts';
import { listTravelRateTables } from '../travel-quote/import-travel-rate-sheets.ts';
import { countAllApplications } from './list-applications.ts';

export async function getAdminPanelCounts(db: Db, now = new Date()): Promise<AdminPanelCounts> {
  const newContacts = await countNewContacts(db);
  const todaysAppointments = await countTodaysAppointments(db, now);
  const serviceInquiries = await countAllServiceInquiries(db);
  const subscriptions = await countSubscriptions(db);
  const applications = await countAllApplications(db);
  // Rate tables still on the demonstration samples (N8): staff should import real sheets.
  const tables = [...(await activeLifeTables(db)), ...(await listTravelRateTables(db))];
  const sampleRateTables = tables.filter((t) => t.source === 'sample').length;
  return { newContacts, todaysAppointments, serviceInquiries, subscriptions, applications, sampleRateTables };
}
