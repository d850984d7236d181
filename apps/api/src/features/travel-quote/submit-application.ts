// Stores a visitors, students or travellers application (product-flows sections 3 and 7).
// The body was checked by the route with the shared schema; the date rules that need today run
// here with the server's date (Eastern time).

import { findProductByValue } from '@brokerage/shared/catalogue/products';
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
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
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
  options: { staffEmail: string; today?: CivilDate },
): Promise<SubmittedApplication> {
  const today = options.today ?? todayInZone(new Date());
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
  await notifyApplicationReceived(db, options.staffEmail, {
    id,
    form,
    productValue,
    firstName: parsed.data.firstName,
    email: parsed.data.email,
  });
  return { id, message: APPLICATION_RECEIVED_MESSAGE };
}

// The customer's confirmation and the staff notification go through the mail outbox (N17), so a
// mail-server outage delays them and loses none. Neither carries the health answers (N25).
async function notifyApplicationReceived(
  db: Db,
  staffEmail: string,
  application: { id: number; form: ApplicationForm; productValue: number; firstName: string; email: string },
): Promise<void> {
  const productName = findProductByValue(application.productValue)?.name ?? 'travel insurance';
  const customer = composeMail({
    greeting: `Hello ${application.firstName},`,
    paragraphs: [
      `Thank you for your ${productName} application (reference ${application.id}).`,
      'An advisor will call you at your preferred time to review it with you and to finalise the purchase and the payment. The policy documents follow once the insurer issues the policy.',
      'We reply to every request within 24 hours. If anything in your application needs correcting, just reply to this e-mail or call us.',
    ],
  });
  await enqueueMail(db, {
    to: application.email,
    subject: `We received your ${productName} application`,
    ...customer,
  });
  const staff = composeMail({
    greeting: 'Hello team,',
    paragraphs: [
      `A new ${productName} application (${application.form} form, reference ${application.id}) has arrived.`,
      'Please call the customer within 24 hours. The full application is in the admin area.',
    ],
  });
  await enqueueMail(db, {
    to: staffEmail,
    subject: `New ${productName} application ${application.id}`,
    ...staff,
  });
}
