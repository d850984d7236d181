// Stores a visitors, students or travellers application (product-flows sections 3 and 7).
// The body was checked by the route with the shared schema; the date rules that need today run
// here with the server's date (Eastern time).

import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import {
  APPLICATION_RECEIVED_MESSAGE,
  studentsApplicationSchema,
  travellersApplicationSchema,
  visitorsApplicationSchema,
} from '@brokerage/shared/travel-quote/application.schema';
import type { ApplicationForm } from '@brokerage/shared/travel-quote/application.schema';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { insertApplication } from './travel-quote.repository.ts';

const SCHEMAS = {
  visitors: visitorsApplicationSchema,
  students: studentsApplicationSchema,
  travellers: travellersApplicationSchema,
} as const;

export interface SubmittedApplication {
  id: number;
  message: string;
}

export async function submitApplication(
  db: Db,
  form: ApplicationForm,
  body: unknown,
  today: CivilDate = todayInZone(new Date()),
): Promise<SubmittedApplication> {
  const parsed = SCHEMAS[form]({ today }).safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.');
      if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
    }
    throw validationFailed(fieldErrors, parsed.error.issues[0]?.message);
  }
  const productValue = parsed.data.products[0] ?? 0;
  const id = await insertApplication(db, { form, productValue, payload: parsed.data });
  notifyApplicationReceived({ id, form, productValue });
  return { id, message: APPLICATION_RECEIVED_MESSAGE };
}

/**
 * TODO(mail, accounts issue): the customer's confirmation mail and the staff notification
 * (issue 7, Applications) go through the mail outbox being built in the accounts issue. Enqueue
 * both here once that outbox exists; this is the one call site. Staff see the stored rows in the
 * admin area (contact/admin issue) from the travel_applications table.
 */
function notifyApplicationReceived(_application: {
  id: number;
  form: ApplicationForm;
  productValue: number;
}): void {}
