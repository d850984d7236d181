// The JSON of a life answer without its quote id, written without the response schema's encode
// (issue 14, ADR 0083): keys in the schema's order (lifeQuoteResultSchema), and each plan's
// details, the same in every answer that lists the plan, written once per details object.
// routes.test.ts checks the text against the schema's encode.

import type { LifePlanDetails } from '@brokerage/shared/life-quote/plan-details';
import type { LifeDetailQuote } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeAnswerBody } from './quote-life.ts';

const detailsJsonOf = new WeakMap<LifePlanDetails, string>();

function detailsJson(details: LifePlanDetails): string {
  let json = detailsJsonOf.get(details);
  if (json === undefined) {
    json = JSON.stringify({
      renewableToAge: details.renewableToAge,
      convertibleToAge: details.convertibleToAge,
      underwriting: details.underwriting,
      maxCoverageCents: details.maxCoverageCents,
      riders: details.riders,
      goodToKnow: details.goodToKnow,
    });
    detailsJsonOf.set(details, json);
  }
  return json;
}

const str = (value: string) => JSON.stringify(value);

function detailQuoteJson(q: LifeDetailQuote): string {
  return (
    `{"insurerCode":${str(q.insurerCode)},"company":${str(q.company)},"planCode":${str(q.planCode)}` +
    `,"policyName":${str(q.policyName)},"paymentPeriod":${q.paymentPeriod},"term":${str(q.term)}` +
    `,"premiumAmount":${q.premiumAmount},"paymentMode":${str(q.paymentMode)}` +
    (q.deductibleAmount === undefined ? '' : `,"deductibleAmount":${q.deductibleAmount}`) +
    (q.details === undefined ? '' : `,"details":${detailsJson(q.details)}`) +
    '}'
  );
}

/** `{"product":…,…,"sampleRates":…}`, as JSON.stringify of the encoded answer body. */
export function lifeAnswerBodyJson(body: LifeAnswerBody): string {
  return (
    `{"product":${str(body.product)},"ageNearestBirthday":${body.ageNearestBirthday}` +
    `,"coverage":${body.coverage},"paymentPeriod":${body.paymentPeriod}` +
    `,"premiumPaymentDuration":${str(body.premiumPaymentDuration)}` +
    `,"shortQuotes":${JSON.stringify(body.shortQuotes)}` +
    `,"quotes":[${body.quotes.map(detailQuoteJson).join(',')}]` +
    `,"rateVersions":${JSON.stringify(body.rateVersions)},"sampleRates":${String(body.sampleRates)}}`
  );
}
