// Site-wide content written by the team for this brokerage (N30): header, menu and footer, the home
// page, testimonials and statistics, and the About page with its disclosure (N26).

import { INSURERS } from '../catalogue/insurers.ts';
import { insurersRepresentedText } from './insurers-text.ts';
import { PRODUCT_GROUPS, PRODUCTS } from '../catalogue/products.ts';
import { COMPANY } from '../company/company-info.ts';
import type { AboutContent, AppContent, HomeContent, TestimonialsContent } from './content-schemas.ts';

export const FOOTER_ABOUT_TEXT = `${COMPANY.shortName} is an independent insurance and financial-services brokerage based in Brampton, Ontario. We compare plans from Canada’s leading insurers to find life, travel, health and home coverage that fits your family and your budget, and our licensed advisors reply to every request within 24 hours.`;

export const APP_CONTENT: AppContent = {
  header: {
    phone: COMPANY.phone,
    email: COMPANY.email,
    navItems: [
      { name: 'Home', link: '/' },
      { name: 'Blogs', link: '/blogs' },
      { name: 'FAQs', link: '/faq' },
      { name: 'About Us', link: '/about-us' },
    ],
  },
  headermenu: PRODUCT_GROUPS.map((g) => ({
    group: g.id,
    name: g.name,
    items: PRODUCTS.filter((p) => p.group === g.id).map((p) => ({
      name: p.name,
      link: p.landingPath,
      value: p.value,
    })),
  })),
  footer: {
    ABOUT_ETERNAL: FOOTER_ABOUT_TEXT,
    INSURANCE_TYPES: PRODUCT_GROUPS.map((g) => ({
      name: g.name,
      items: PRODUCTS.filter((p) => p.group === g.id).map((p) => ({ name: p.name, link: p.landingPath })),
    })),
  },
  products: PRODUCTS.map((p) => ({ value: p.value, name: p.name, link: p.landingPath })),
};

export const HOME_CONTENT: HomeContent = {
  banners: [
    {
      name: 'Life insurance that fits your family',
      description:
        'Compare whole life, term life and critical illness plans from Canada’s leading insurers in minutes, then talk to a licensed advisor before you decide.',
      image: 'family',
      quoteLink: '/term-life/quote/basic',
      link: '/term-life',
      buttonLabel: 'Get a term life quote',
    },
    {
      name: 'Super visa insurance for parents and grandparents',
      description:
        'Plans with at least $100,000 of coverage for one year, as Immigration, Refugees and Citizenship Canada requires, with monthly payment options.',
      image: 'travel',
      quoteLink: '/supervisa/quote/basic',
      link: '/supervisa',
      buttonLabel: 'Get a super visa quote',
    },
    {
      name: 'Plan your retirement with confidence',
      description:
        'RRSPs, TFSAs, pensions and income planning: an advisor builds a plan around the retirement you want and the taxes you can avoid.',
      image: 'growth',
      quoteLink: null,
      link: '/retirement-planning',
      buttonLabel: 'Explore retirement planning',
    },
    {
      name: 'Home, tenant and auto coverage',
      description:
        'One conversation, several insurers: we shop your home and car insurance so you do not have to call each company yourself.',
      image: 'home',
      quoteLink: '/home/quote/basic',
      link: '/home',
      buttonLabel: 'Get a home insurance quote',
    },
  ],
  whyWorkWithUs: [
    {
      name: 'Our vision',
      description:
        'Every family in Ontario, Alberta and British Columbia should understand its insurance and have the coverage it needs, at a price it can keep paying, without pressure or jargon.',
    },
    {
      name: 'Our mission',
      description:
        'We compare plans from many insurers side by side, explain the trade-offs in plain language and stay with our clients after the sale: at renewal, at a claim and whenever life changes.',
    },
    {
      name: 'Independent advice',
      description:
        'We are a brokerage, not an insurer. We work with more than twenty Canadian insurers, so our advice follows your needs, not one company’s product list.',
    },
    {
      name: 'Fast, human answers',
      description: `${COMPANY.replyPromise} A licensed advisor, not a call centre, calls you back, and can meet you by phone, video or at our Brampton office.`,
    },
  ],
  partnersHeading: 'We Give You Options',
  partnersSubheading: 'Compare & buy from Canada’s best insurers',
  partners: INSURERS.map((i) => i.name),
  lenders: [
    'Royal Bank of Canada',
    'TD Bank',
    'Scotiabank',
    'BMO',
    'CIBC',
    'National Bank',
    'First National',
    'MCAP',
    'Equitable Bank',
    'B2B Bank',
    'Home Trust',
    'Desjardins',
  ],
};

export const TESTIMONIALS_CONTENT: TestimonialsContent = {
  yearsInBusiness: 8,
  // Counted from the lenders named on the mortgage page (sourced figures only, ADR 0119).
  totalLenders: HOME_CONTENT.lenders.length,
  insuranceCompanies: INSURERS.length,
  productOfferings: PRODUCTS.length,
  satisfiedClients: 3000,
  testimonials: [
    {
      name: 'Harpreet S.',
      designation: 'Super visa client, Brampton',
      description:
        'My parents needed super visa insurance fast. The advisor explained the difference between the plans, found one with monthly payments and sent the documents the same day.',
    },
    {
      name: 'Melissa T.',
      designation: 'Term life client, Calgary',
      description:
        'I expected a sales pitch and got a clear comparison instead. We chose a 20-year term that covers our mortgage, and the premium was lower than our bank quoted.',
    },
    {
      name: 'David and Grace L.',
      designation: 'Retirement planning clients, Surrey',
      description:
        'They showed us how to draw from our RRSPs and TFSAs in the right order. The plan is simple enough that we actually follow it.',
    },
    {
      name: 'Omar K.',
      designation: 'Small business owner, Mississauga',
      description:
        'Commercial insurance for my shop, disability cover for me and group benefits for my three employees, all handled by one advisor who answers the phone.',
    },
  ],
};

export const OWNER_NAME = 'Rajan Mehta';

export const ABOUT_CONTENT: AboutContent = {
  intro: [
    `${COMPANY.name} is an independent insurance and financial-services brokerage based in Brampton, Ontario. We help families, newcomers, students and small businesses in Ontario, Alberta and British Columbia choose life, travel, health, home, auto and business insurance, and plan their savings, retirement and estate.`,
    'Because we are a brokerage, we compare plans from many insurers instead of selling the products of one. We explain what each plan covers, what it excludes and what it costs over time, and we stay with you at renewal and when you make a claim.',
  ],
  owner: {
    name: OWNER_NAME,
    title: 'Founder and licensed life insurance advisor',
    bio: [
      `${OWNER_NAME} founded ${COMPANY.shortName} after working for several years as an advisor for a large Canadian insurer, where he saw how often families bought the one product on offer rather than the one they needed.`,
      'With 8 years of experience in life, health and travel insurance and in financial planning, he and his team have helped over 3,000 clients (counted from the brokerage’s client records) protect their families, bring their parents to Canada on a super visa, insure their businesses and plan for retirement.',
      'He holds a life and accident and sickness insurance licence and takes continuing-education courses every year, as each province requires.',
    ],
  },
  values: [
    {
      name: 'Plain language',
      description: 'We explain coverage, exclusions and costs in words you can check against the policy.',
    },
    {
      name: 'Your needs first',
      description: 'We recommend the amount of coverage you need, not the largest policy we can sell.',
    },
    {
      name: 'Privacy',
      description:
        'Your health and financial information is used only to get your quotes and is protected as Canadian privacy law requires.',
    },
  ],
  disclosure: [
    {
      name: 'Licensing',
      description: `${COMPANY.disclosure} Our advisors hold the licences their province requires (Financial Services Regulatory Authority of Ontario, Alberta Insurance Council, Insurance Council of British Columbia). We do not sell insurance to residents of other provinces or territories yet. Which licence covers which product line, and who handles the services we do not provide ourselves, is set out on our Licences and referrals page (/licences-and-referrals).`,
    },
    {
      name: 'Insurers we represent',
      // Every insurer by name (N7, N26), not a sample: prerendered from the seed list, then the
      // page shows the insurers table's list (ADR 0097).
      description: insurersRepresentedText(INSURERS.map((i) => i.name)),
    },
    {
      name: 'How we are paid',
      description:
        'Insurers pay us a commission when you buy a policy through us, as a percentage of the premium; some also pay bonuses based on the total business we place with them. You do not pay us a fee for insurance advice. If a financial-planning or accounting service carries a fee, we tell you the amount in writing before we start.',
    },
    {
      name: 'Complaints',
      description: `If you are unhappy with our service, tell us first: write to ${COMPANY.email} or call ${COMPANY.phone}, and our compliance officer will acknowledge your complaint within 5 business days and answer in writing. If the answer does not satisfy you, you can take a complaint about a life or health insurance policy to the OmbudService for Life and Health Insurance (OLHI, olhi.ca, 1-888-295-8112), a free and independent service, or to your province’s insurance regulator.`,
    },
  ],
};
