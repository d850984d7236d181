// The 14 lead forms (product-flows sections 2, 3 and 7, N6, N13, N41): one entry per form, read by
// the API (one POST route each) and the web app (one page each).

import { findProductByValue } from '../catalogue/products.ts';
import { COMPANY } from '../company/company-info.ts';
import { matchRoute } from '../routes/route-table.ts';

export interface LeadForm {
  /**
   * `POST /api/contact/<apiName>`. Spelled as product-flows section 7 spells it (`investment`,
   * `financial`, `estate`, ...); disability's call is not shown there, N13 names it.
   */
  apiName: string;
  /** The product value sent in `products` (N6). */
  product: number;
  productName: string;
  /** The form's page (product-flows section 2). */
  path: string;
  /** The route table's id of that page. */
  routeId: string;
  /** Call-us number on the confirmation; one company line serves every product (company-info). */
  phone: string;
  phoneHref: string;
  /** Where the confirmation's OK button goes: the product's landing page (N41). */
  okPath: string;
  /** Disability asks for a message, required (product-flows sections 2 and 5). */
  asksMessage: boolean;
  /** Auto asks what the lead is for, not required (product-flows sections 2 and 5). */
  asksApplyFor: boolean;
  /**
   * Home and tenant, and banking: the answer's data is a partner link opened in a new tab, then
   * the page moves on to `followUpPath` (product-flows section 2) instead of confirming.
   */
  partner: { followUpPath: string } | null;
}

function leadForm(
  apiName: string,
  product: number,
  options: { asksMessage?: boolean; asksApplyFor?: boolean; partnerFollowUp?: string } = {},
): LeadForm {
  const entry = findProductByValue(product);
  const route = entry?.quotePath ? matchRoute(entry.quotePath) : undefined;
  if (!entry?.quotePath || !route) throw new Error(`product ${product} has no lead form route`);
  return {
    apiName,
    product,
    productName: entry.name,
    path: entry.quotePath,
    routeId: route.id,
    phone: COMPANY.phone,
    phoneHref: COMPANY.phoneHref,
    okPath: entry.landingPath,
    asksMessage: options.asksMessage ?? false,
    asksApplyFor: options.asksApplyFor ?? false,
    partner: options.partnerFollowUp === undefined ? null : { followUpPath: options.partnerFollowUp },
  };
}

export const LEAD_FORMS: readonly LeadForm[] = [
  leadForm('disability', 6, { asksMessage: true }),
  // The spec names no follow-up page for home and tenant: its landing page, as banking's is.
  leadForm('home-and-tenant', 18, { partnerFollowUp: '/home' }),
  leadForm('auto', 19, { asksApplyFor: true }),
  leadForm('commercial', 20),
  leadForm('investment', 21),
  leadForm('financial', 22),
  leadForm('estate', 23),
  leadForm('child-education', 24),
  leadForm('retirement', 25),
  leadForm('tax', 26),
  leadForm('real-estate', 27),
  leadForm('mortgage-service', 28),
  leadForm('banking', 29, { partnerFollowUp: '/banking' }),
  leadForm('personal-and-business-accounting', 30),
];

export function findLeadFormByRouteId(routeId: string): LeadForm | undefined {
  return LEAD_FORMS.find((f) => f.routeId === routeId);
}
