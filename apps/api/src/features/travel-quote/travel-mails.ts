// The travel feature's messages: the application confirmation to the customer and the
// notification to staff (N17), as the life feature's are in life-mails.ts. Neither carries the
// health answers (N25).

import { findProductByValue } from '@brokerage/shared/catalogue/products';
import type { ApplicationForm } from '@brokerage/shared/travel-quote/application.schema';
import { citedPlanWords } from '@brokerage/shared/travel-quote/cited-plan-words';
import type { CitedPlanFacts, InsurerNames } from '@brokerage/shared/travel-quote/cited-plan-words';
import { composeMail } from '../mail/mail-layout.ts';
import type { ComposedMail } from '../mail/mail-layout.ts';

export interface ReceivedApplication {
  reference: string;
  form: ApplicationForm;
  productValue: number;
  firstName: string;
  /** The plan the application cites (ADR 0088); null when it cites none. */
  plan: (CitedPlanFacts & { quoteId: string; rateVersion: string | null }) | null;
  /** Insurers' names by code, as staff keep them (ADR 0097). */
  insurerNames: InsurerNames;
}

// Both mails name the plan and its premium, so nobody has to call to ask which was chosen.
const planParagraph = (application: ReceivedApplication): string[] =>
  application.plan === null ? [] : [`Plan: ${citedPlanWords(application.plan, application.insurerNames)}.`];

const productNameOf = (application: ReceivedApplication) =>
  findProductByValue(application.productValue)?.name ?? 'travel insurance';

export function applicationConfirmationMail(
  application: ReceivedApplication,
): ComposedMail & { subject: string } {
  const productName = productNameOf(application);
  return {
    subject: `We received your ${productName} application`,
    ...composeMail({
      greeting: `Hello ${application.firstName},`,
      paragraphs: [
        `Thank you for your ${productName} application (reference ${application.reference}).`,
        ...planParagraph(application),
        'An advisor will call you at your preferred time to review it with you and to finalise the purchase and the payment. The policy documents follow once the insurer issues the policy.',
        'We reply to every request within 24 hours. If anything in your application needs correcting, just reply to this e-mail or call us.',
        'A PDF copy of your application is attached; it is also in My account > Policies when you sign in with this e-mail address.',
      ],
    }),
  };
}

export function applicationStaffMail(application: ReceivedApplication): ComposedMail & { subject: string } {
  const productName = productNameOf(application);
  return {
    subject: `New ${productName} application ${application.reference}`,
    ...composeMail({
      greeting: 'Hello team,',
      paragraphs: [
        `A new ${productName} application (${application.form} form, reference ${application.reference}) has arrived.`,
        ...planParagraph(application),
        ...(application.plan?.rateVersion
          ? [`Priced from rate version ${application.plan.rateVersion} (quote ${application.plan.quoteId}).`]
          : []),
        'Please call the customer within 24 hours. The full application is in the admin area.',
      ],
    }),
  };
}
