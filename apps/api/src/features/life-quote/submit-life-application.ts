// Use case: `POST contact/application/life` (N13), in the one application shape
// (lib/application-use-case.ts, ADR 0101). The premium is priced again here from the stored quote
// the application cites, at its rate versions (ADR 0114); the browser's figure is never trusted. Stores the application, mails a
// confirmation to the customer and a notification to staff.

import { acceptedWording } from '@brokerage/shared/consent/application-declarations';
import { LIFE_PRODUCT_VALUES } from '@brokerage/shared/life-quote/life-quote-request';
import { LIFE_QUOTE_MATCH_MESSAGES } from '@brokerage/shared/life-quote/life-application-quote-match';
import { LIFE_APPLICATION_RECEIVED_MESSAGE } from '@brokerage/shared/life-quote/life-quote-schemas';
import type { LifeApplicationBody } from '@brokerage/shared/life-quote/life-quote-schemas';
import { dollarsToCents } from '@brokerage/shared/money/cents';
import { inTransaction } from '../../db/transaction.ts';
import { unauthorized, validationFailed } from '../../lib/app-error.ts';
import type {
  ApplicationContext,
  ApplicationOwner,
  SubmittedApplication,
} from '../../lib/application-use-case.ts';
import { recordHealthConsent } from '../consent/manage-consent.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { keepApplicationCopy } from '../policies/application-pdf.ts';
import { applicationConfirmationMail, applicationStaffMail } from './life-mails.ts';
import { insertLifeApplication } from './life-quote.repository.ts';
import { citedLifeQuote } from './cited-life-quote.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';

export async function submitLifeApplication(
  ctx: ApplicationContext,
  owner: ApplicationOwner,
  body: LifeApplicationBody,
): Promise<SubmittedApplication> {
  // Life applications are made signed in (N13); the route requires the account.
  const userId = owner.userId;
  if (userId === null) throw unauthorized();
  // The cited quote is checked and priced again from its rate versions (ADR 0114).
  const { request, priced } = await citedLifeQuote(ctx.db, body, ctx.now ?? new Date());
  const chosen = priced.quotes.find(
    (q) => q.insurerCode === body.plan.insurerCode && q.policyName === body.plan.policyName,
  );
  if (chosen === undefined) throw validationFailed({ plan: LIFE_QUOTE_MATCH_MESSAGES.planNotQuoted });
  const premiumCents = chosen.premiumCents;

  // The application and both mails commit together or not at all (N17).
  // Before the transaction: on the embedded database a read outside it would wait for it to end.
  const insurerNames = (await insurerDirectory(ctx.db)).names;
  const id = await inTransaction(ctx.db, async (tx) => {
    const newId = await insertLifeApplication(tx, {
      userId,
      product: body.product,
      productValue: LIFE_PRODUCT_VALUES[body.product],
      quote: request,
      plan: { ...body.plan, rateVersions: priced.rateVersions },
      coverageCents: dollarsToCents(body.plan.coverage),
      premiumCents,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone,
      address: body.address,
      province: body.province,
      postalCode: body.postalCode,
      beneficiaryName: body.beneficiaryName ?? null,
      contactTime: body.contactTime,
      // The schema refused the application unless every declaration was ticked and the name typed.
      declarations: acceptedWording(),
      signature: body.signature,
    });
    // The customer's PDF copy, kept with the application and attached to the confirmation.
    const reference = `LA-${newId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const copy = await keepApplicationCopy(tx, { kind: 'life', id: newId, reference }, insurerNames);
    // The schema refused the application without the express consent to its health answers (N25).
    await recordHealthConsent(tx, {
      email: body.email,
      subjectId: newId,
      sourceForm: 'life-application',
      ipAddress: ctx.ipAddress ?? null,
    });
    const confirmation = applicationConfirmationMail(body, premiumCents, insurerNames, chosen.details);
    await enqueueMail(tx, { to: body.email, ...confirmation, attachments: [copy] });
    const staff = applicationStaffMail(body, premiumCents, newId, insurerNames, chosen.details);
    await enqueueMail(tx, { to: ctx.staffEmail, ...staff });
    return newId;
  });
  return { id, message: LIFE_APPLICATION_RECEIVED_MESSAGE };
}
