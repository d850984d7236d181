// The life feature's messages: quotes by e-mail, the application confirmation to the customer and
// the notification to staff (N13, N17).

import { LIFE_PAYMENT_PERIODS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { provinceName } from '@brokerage/shared/catalogue/provinces';
import type { PricedLifeQuote } from '@brokerage/shared/life-quote/life-pricing';
import { LIFE_PRODUCT_NAMES } from '@brokerage/shared/life-quote/life-quote-request';
import { CONTACT_TIME_OPTIONS } from '@brokerage/shared/life-quote/life-quote-schemas';
import type { LifeApplicationBody } from '@brokerage/shared/life-quote/life-quote-schemas';
import { SAMPLE_RATES_NOTICE } from '@brokerage/shared/life-quote/life-rates';
import { planDetailRows } from '@brokerage/shared/life-quote/plan-details';
import { appliedPlanWords } from '@brokerage/shared/travel-quote/cited-plan-words';
import type { InsurerNames } from '@brokerage/shared/travel-quote/cited-plan-words';
import type { LifePlanDetails } from '@brokerage/shared/life-quote/plan-details';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { composeMail } from '../mail/mail-layout.ts';
import type { ComposedMail } from '../mail/mail-layout.ts';

const dollars = (amount: number) => formatCad(dollarsToCents(amount));

export function quotesMail(
  product: LifeQuoteSlug,
  coverage: number,
  quote: PricedLifeQuote,
): ComposedMail & { subject: string } {
  const name = LIFE_PRODUCT_NAMES[product];
  const tiles = quote.shortQuotes.map(
    (q) => `${q.term}: from ${formatCad(q.premiumCents)} ${q.paymentMode.toLowerCase()}`,
  );
  // Every plan the available-quotes page lists (the mail used to stop at 10), each with
  // its details.
  const rows = quote.quotes.map(
    (q) =>
      `${q.company}, ${q.policyName} (${q.term}): ${formatCad(q.premiumCents)} ${q.paymentMode.toLowerCase()}. ${detailsSentence(q.details)}`,
  );
  const paragraphs = [
    `Here are your ${name} insurance quotes for ${dollars(coverage)} of coverage.`,
    'Lowest premium for each payment period:',
    ...tiles,
    ...(rows.length > 0 ? ['Plans for the payment period you chose, cheapest first:', ...rows] : []),
    ...(quote.sampleRates ? [`${SAMPLE_RATES_NOTICE}.`] : []),
    'Reply to this e-mail or call us to talk to an advisor.',
  ];
  return { subject: `Your ${name} insurance quotes`, ...composeMail({ greeting: 'Hello,', paragraphs }) };
}

/** 'Renewable to: Age 85; Convertible until: Age 70; ...' for one plan. */
export function detailsSentence(details: LifePlanDetails | undefined): string {
  return planDetailRows(details)
    .map((row) => `${row.label}: ${row.value}`)
    .join('; ');
}

function planLines(
  body: LifeApplicationBody,
  premiumCents: number | null,
  names: InsurerNames,
  details?: LifePlanDetails,
): string[] {
  const period = LIFE_PAYMENT_PERIODS[body.product][body.plan.paymentPeriod]?.label ?? '';
  return [
    `Product: ${LIFE_PRODUCT_NAMES[body.product]}`,
    `Coverage: ${dollars(body.plan.coverage)}`,
    `Payment period: ${period}`,
    // Named as every application names its plan (ADR 0088): 'Term 20 by Beacon Life, premium $42.10 monthly'.
    ...(premiumCents === null || !body.plan.insurerCode || !body.plan.policyName
      ? []
      : [
          `Plan: ${appliedPlanWords(
            {
              insurerCode: body.plan.insurerCode,
              policyName: body.plan.policyName,
              premiumCents: [premiumCents],
              premiumPaymentDuration: body.plan.premiumPaymentDuration === 'monthly' ? 'monthly' : 'annually',
            },
            names,
          )}`,
        ]),
    ...(details ? [`Plan details: ${detailsSentence(details)}`] : []),
  ];
}

export function applicationConfirmationMail(
  body: LifeApplicationBody,
  premiumCents: number | null,
  names: InsurerNames,
  details?: LifePlanDetails,
) {
  const name = LIFE_PRODUCT_NAMES[body.product];
  return {
    subject: `We received your ${name} insurance application`,
    ...composeMail({
      greeting: `Hello ${body.firstName},`,
      paragraphs: [
        `Thank you for applying for ${name} insurance. An advisor will call you to finish the application and the payment.`,
        ...planLines(body, premiumCents, names, details),
      ],
    }),
  };
}

export function applicationStaffMail(
  body: LifeApplicationBody,
  premiumCents: number | null,
  applicationId: string,
  names: InsurerNames,
  details?: LifePlanDetails,
) {
  const contact = CONTACT_TIME_OPTIONS.find((o) => o.value === body.contactTime)?.label ?? body.contactTime;
  return {
    subject: `New ${LIFE_PRODUCT_NAMES[body.product]} application`,
    ...composeMail({
      greeting: 'Hello team,',
      paragraphs: [
        `A new life application arrived (reference ${applicationId}).`,
        ...planLines(body, premiumCents, names, details),
        `Name: ${body.firstName} ${body.lastName}`,
        `E-mail: ${body.email}`,
        `Phone: ${body.phone}`,
        `Address: ${body.address}, ${provinceName(body.province) ?? body.province} ${body.postalCode}`,
        `Beneficiary: ${body.beneficiaryName ?? 'not given'}`,
        `Preferred contact time: ${contact}`,
      ],
    }),
  };
}
