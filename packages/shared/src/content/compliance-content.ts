// The licences and referrals page (N26, N43) and the accessibility statement (N24, AODA): which
// licence covers which product line, who handles what the brokerage does not sell itself, and how
// the site's accessibility is kept and checked.

import { COMPANY, formatCompanyAddress } from '../company/company-info.ts';
import { joinWithAnd } from './site-origin.ts';

const provinces = joinWithAnd(COMPANY.licensedProvinces);

export interface ProductLine {
  id: string;
  name: string;
  /** N6 product values of the line. */
  products: readonly number[];
  /** Who handles a lead of the line, under which licence. */
  handledBy: string;
  /** A referral arrangement, if the lead goes to another firm. */
  referral: string | null;
}

const REGULATORS =
  'the Financial Services Regulatory Authority of Ontario, the Alberta Insurance Council and the Insurance Council of British Columbia';

export const PRODUCT_LINES: readonly ProductLine[] = [
  {
    id: 'life-and-health',
    name: 'Life, critical illness, disability, health and dental insurance',
    products: [1, 2, 3, 4, 5, 6, 7, 16, 17],
    handledBy: `Our own advisors, under the life and accident and sickness insurance licences they hold in ${provinces} (issued by ${REGULATORS}).`,
    referral: null,
  },
  {
    id: 'travel',
    name: 'Travel and visitor medical insurance',
    products: [8, 9, 10, 11, 12, 13, 14, 15],
    handledBy: `Our own advisors, under the same accident and sickness licences, for people living or staying in ${provinces} only.`,
    referral: null,
  },
  {
    id: 'home-and-tenant',
    name: 'Home and tenant insurance',
    products: [18],
    handledBy:
      'Co-operators, under its own property and casualty licences. We do not hold a general insurance licence and do not sell or advise on home insurance.',
    referral:
      'Referral arrangement with Co-operators: your request opens Co-operators’ quote page with our agent number, and we may receive a referral fee from Co-operators. It does not change your price.',
  },
  {
    id: 'auto-and-commercial',
    name: 'Auto and commercial insurance',
    products: [19, 20],
    handledBy:
      'A property and casualty insurance broker licensed in your province. We do not hold a general insurance licence: we pass your request on with your agreement, and that broker gives the quote and advice.',
    referral:
      'We name the broker to you before passing on your details; we may receive a referral fee, which does not change your price.',
  },
  {
    id: 'investments',
    name: 'Investments, retirement and education savings (RESP)',
    products: [21, 24, 25],
    handledBy:
      'Segregated funds and annuities: our advisors, under their life insurance licences. Mutual funds: a representative registered with a mutual fund dealer (regulated by the Canadian Investment Regulatory Organization), to whom we refer you.',
    referral: 'We may receive a referral fee from the dealer; it does not change what you pay.',
  },
  {
    id: 'planning',
    name: 'Financial and estate planning',
    products: [22, 23],
    handledBy:
      'Our advisors, for planning advice and any insurance in the plan. Wills and legal documents are prepared by a lawyer or notary of your choice; we do not give legal advice.',
    referral: null,
  },
  {
    id: 'tax-and-accounting',
    name: 'Tax planning and personal and business accounting',
    products: [26, 30],
    handledBy: 'A Chartered Professional Accountant (CPA) we refer you to, under their own licence.',
    referral: 'We may receive a referral fee from the accountant; it does not change their fee to you.',
  },
  {
    id: 'real-estate-and-mortgages',
    name: 'Real estate and mortgage services',
    products: [27, 28],
    handledBy:
      'A real estate professional or a mortgage brokerage licensed in your province, to whom we refer you. We do not act as a realtor or mortgage broker.',
    referral: 'We may receive a referral fee; it does not change your price or rate.',
  },
  {
    id: 'banking',
    name: 'Banking',
    products: [29],
    handledBy: 'Our partner bank, on its own website. We are not a bank and do not hold deposits.',
    referral:
      'Referral arrangement with our partner bank: the request opens the bank’s page with our agent number, and we may receive a referral fee.',
  },
];

/** The product line of an N6 product value. */
export function productLineOf(product: number): ProductLine | undefined {
  return PRODUCT_LINES.find((line) => line.products.includes(product));
}

/** The one line each lead form shows: who handles the request (N26). */
export function leadHandlingLine(product: number): string {
  const line = productLineOf(product);
  return line === undefined ? '' : `Who handles this request: ${line.handledBy}`;
}

export const LICENCES_CONTENT = {
  title: 'Licences and referrals',
  intro: `${COMPANY.name} is a licensed life insurance broker in ${provinces}. We sell only where we are licensed: we do not sell insurance to people living or staying in other provinces or territories. This page says which licence covers each product line we show, who handles the services we do not provide ourselves, and which referral arrangements we have.`,
  complaints: `Questions or complaints about a referral: write to ${COMPANY.email} or call ${COMPANY.phone}. Our compliance officer answers in writing.`,
};

export const ACCESSIBILITY_CONTENT = {
  title: 'Accessibility statement',
  sections: [
    {
      id: 'standard',
      name: 'Our standard',
      paragraphs: [
        `${COMPANY.name} wants everyone to be able to use this website, as the Accessibility for Ontarians with Disabilities Act (AODA) expects. The site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1, level AA.`,
        'Pages work with a keyboard alone, with screen readers and at 400% zoom; carousels can be paused, charts have a data table, dialogs keep and return the keyboard focus, and error messages are shown next to the field they concern.',
      ],
    },
    {
      id: 'testing',
      name: 'How we test',
      paragraphs: [
        'Every page is checked automatically with the axe accessibility engine in a real browser, on a phone-sized and a desktop-sized screen, each time the site changes; a change with a serious or critical finding is not released.',
        'We also check new pages by hand with the keyboard and a screen reader.',
      ],
    },
    {
      id: 'formats',
      name: 'Information in an accessible format',
      paragraphs: [
        `You can ask for any information on this site, a quote or a policy document in another format (large print, plain text, an accessible PDF, or read to you over the phone) at no cost. Call ${COMPANY.phone} or write to ${COMPANY.email}; we will agree on a format with you and provide it as soon as we can.`,
      ],
    },
    {
      id: 'feedback',
      name: 'Feedback',
      paragraphs: [
        `If something on this site is hard to use, please tell us: e-mail ${COMPANY.email}, call ${COMPANY.phone}, or write to ${COMPANY.name}, ${formatCompanyAddress()}. We acknowledge feedback within 5 business days and tell you what we will do about it.`,
      ],
    },
  ],
} as const;
