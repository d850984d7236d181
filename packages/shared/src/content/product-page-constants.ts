// Small constants of the product pages, kept apart from the page texts so that the components
// using them do not pull every product page into the browser bundle.

/** Kids life chart (product-flows section 9): monthly cost of $100,000 of whole life, 20-pay, by age. */
export const KIDS_LIFE_CHART = {
  title:
    'Monthly Cost of $ 100,000 of Whole Life Insurance with cash value for 20 years Payable, By Age Purchased',
  bars: [
    { age: 0, costCents: 13_905, colour: 'gold' },
    { age: 15, costCents: 19_917, colour: 'grey' },
    { age: 30, costCents: 33_012, colour: 'darkred' },
  ],
} as const;

/** The estate page's corporate-owned life insurance example (platform spec section 9). */
export const ESTATE_CORPORATE_TAX_PERCENT = 15.5;

/** Health and dental partners (platform spec section 2): get-quote links open in a new tab. */
export const HEALTH_DENTAL_AGENT_ID = 'MS-4172';
export const HEALTH_DENTAL_PARTNERS = [
  {
    name: 'Green Shield Canada',
    description: 'Personal health and dental plans, including plans with no medical questions.',
    quoteUrl: 'https://www.greenshield.ca/en-ca/individuals',
  },
  {
    name: 'Manulife',
    description: 'FlexCare health and dental plans, with coverage for people leaving a group plan.',
    quoteUrl: 'https://www.manulife.ca/personal/insurance/health-and-dental-insurance.html',
  },
] as const;

export function partnerQuoteUrl(url: string, agentId = HEALTH_DENTAL_AGENT_ID): string {
  return `${url}${url.includes('?') ? '&' : '?'}agentId=${encodeURIComponent(agentId)}`;
}
