// Reminders before a policy ends (run by the operations jobs, one process per interval): a
// traveller 14 and 3 days before the trip's policy ends, a super visa holder 60 days before the
// year ends, a term-life customer 90 days before renewal. Each at most once per policy and end
// date (the unique key of policy_reminders), never after the customer stopped them.

import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { addDays, formatDisplayDate, todayInZone } from '@brokerage/shared/dates/civil-date';
import { reminderDue } from '@brokerage/shared/policies/policy-schemas';
import type { ReminderKind } from '@brokerage/shared/policies/policy-schemas';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
import type { PolicyRow } from './policies.repository.ts';
import { insertReminder, selectPoliciesEndingBetween } from './policy-reminders.repository.ts';

const LONGEST_NOTICE_DAYS = 90;

function reminderMail(policy: PolicyRow, kind: ReminderKind) {
  const product = findProductByValue(policy.productValue)?.name ?? 'insurance';
  const ends = formatDisplayDate(policy.endDate);
  const paragraph: Record<ReminderKind, string> = {
    'travel-14': `Your ${product} policy ${policy.policyNumber} ends on ${ends}. Staying longer? Ask for an extension from My account > Policies before it ends.`,
    'travel-3': `Your ${product} policy ${policy.policyNumber} ends in 3 days, on ${ends}. An extension must be asked for before the policy ends: use My account > Policies or call us.`,
    'super-visa-60': `The year of your super visa policy ${policy.policyNumber} ends on ${ends}. Staying longer? We can arrange the next year's coverage before it ends.`,
    'term-renewal-90': `Your term life policy ${policy.policyNumber} comes up for renewal on ${ends}. Ask us for a policy review from My account > Policies to compare the renewal premium with a new term.`,
  };
  return {
    to: policy.email,
    subject:
      kind === 'term-renewal-90'
        ? `Your policy ${policy.policyNumber} renews soon`
        : `Your policy ${policy.policyNumber} ends on ${ends}`,
    ...composeMail({
      greeting: `Hello ${policy.firstName},`,
      paragraphs: [paragraph[kind], 'You can stop these reminders in My account > Policies.'],
    }),
  };
}

/** Sends the reminders due at `now`; answers how many were sent. */
export async function sendDueReminders(db: Db, now: Date): Promise<number> {
  const today = todayInZone(now);
  const candidates = await selectPoliciesEndingBetween(db, today, addDays(today, LONGEST_NOTICE_DAYS));
  let sent = 0;
  for (const policy of candidates) {
    const kind = reminderDue(policy.productValue, policy.endDate, today);
    if (kind === null) continue;
    const first = await inTransaction(db, async (tx) => {
      if (!(await insertReminder(tx, { policyId: policy.id, kind, endDate: policy.endDate, sentAt: now })))
        return false;
      await enqueueMail(tx, reminderMail(policy, kind));
      return true;
    });
    if (first) sent += 1;
  }
  return sent;
}
