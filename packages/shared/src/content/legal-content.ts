// Terms of service and privacy policy (platform spec sections 2 and 3), written for this brokerage
// (N30). The privacy policy follows PIPEDA and the Alberta and BC private-sector laws (N25).

import { COMPANY, formatCompanyAddress } from '../company/company-info.ts';
import type { Policy, Terms, TermsSection } from './content-schemas.ts';
import { retentionPolicyText } from './retention-periods.ts';
import { joinWithAnd } from './site-origin.ts';

const item = (name: string, options: string[] = []) => ({
  name,
  hasLink: false,
  options: options.map((o, i) => ({ id: i + 1, name: o, hasLink: false })),
});

const TERMS_SECTIONS: TermsSection[] = [
  {
    name: 'Acceptance of these terms',
    link: 'acceptance',
    subPoint: [
      {
        name: '',
        description: [
          item(
            `These terms govern your use of the website of ${COMPANY.name} ("we", "us"). By using the website you agree to them. If you do not agree, please do not use the website.`,
          ),
          item(
            'We may change these terms. The date at the top shows the latest version; changes apply from that date.',
          ),
        ],
      },
    ],
  },
  {
    name: 'Our services',
    link: 'services',
    subPoint: [
      {
        name: 'What the website does',
        description: [
          item('The website lets you:', [
            'compare sample and instant quotes from the insurers we represent;',
            'send applications and requests for advice to our licensed advisors;',
            'book a call with an advisor;',
            'read general information about insurance and financial planning.',
          ]),
        ],
      },
      {
        name: 'Quotes are not contracts',
        description: [
          item(
            'A quote shown on the website is an estimate based on your answers and the insurer’s rates. Coverage starts only when the insurer accepts your application and issues a policy; the policy wording, not the website, sets what is covered.',
          ),
        ],
      },
      {
        name: 'Where we serve',
        description: [
          item(
            `We are licensed in ${joinWithAnd(COMPANY.licensedProvinces)}. We do not sell insurance to residents of other provinces and territories.`,
          ),
        ],
      },
    ],
  },
  {
    name: 'Your account and your answers',
    link: 'account',
    subPoint: [
      {
        name: 'Accuracy',
        description: [
          item(
            'Answer every question fully and truthfully. An insurer may refuse a claim or cancel a policy if an answer was wrong or incomplete.',
          ),
        ],
      },
      {
        name: 'Security',
        description: [
          item('You are responsible for keeping your password private.', [
            'Use a password you do not use elsewhere.',
            `Tell us at once at ${COMPANY.email} if you think someone else has used your account.`,
          ]),
        ],
      },
    ],
  },
  {
    name: 'Information on the website',
    link: 'information',
    subPoint: [
      {
        name: '',
        description: [
          item(
            'Articles, calculators and FAQs are general information, not personal financial, tax or legal advice. Speak with an advisor before making a decision.',
          ),
          item(
            'Calculators use the assumptions shown on their page; real returns, grants and premiums can differ.',
          ),
        ],
      },
    ],
  },
  {
    name: 'Acceptable use',
    link: 'use',
    subPoint: [
      {
        name: '',
        description: [
          item('You agree not to:', [
            'submit requests in someone else’s name without their permission;',
            'try to break into, overload or copy the website or its data;',
            'use the website for any unlawful purpose.',
          ]),
        ],
      },
    ],
  },
  {
    name: 'Limitation of liability',
    link: 'liability',
    subPoint: [
      {
        name: '',
        description: [
          item(
            'We work to keep the website accurate and available but cannot promise it will always be either. To the extent the law allows, we are not liable for losses caused by relying on website information without speaking to an advisor, or by the website being unavailable.',
          ),
        ],
      },
    ],
  },
  {
    name: 'Governing law and contact',
    link: 'contact',
    subPoint: [
      {
        name: '',
        description: [
          item(
            'These terms are governed by the laws of Ontario and the federal laws of Canada that apply there.',
          ),
          item(
            `Questions: ${COMPANY.email}, ${COMPANY.phone}, or by mail to ${COMPANY.name}, ${formatCompanyAddress()}.`,
          ),
        ],
      },
    ],
  },
];

export const TERMS: Terms = {
  data: TERMS_SECTIONS,
  index: TERMS_SECTIONS.map((s) => ({ name: s.name, link: s.link })),
  updationDate: '2026-11-01',
};

const point = (id: number, name: string, link: string, description: string[], options: string[] = []) => ({
  id,
  name,
  link,
  hasLink: false,
  description,
  options: options.map((o, i) => ({ id: i + 1, name: o, hasLink: false })),
});

const POLICY_POINTS = [
  point(
    1,
    'What we collect',
    'collect',
    ['We collect only what we need to quote, apply for and service your insurance and financial plans:'],
    [
      'contact details: name, e-mail, phone and address;',
      'quote answers: date of birth, gender, smoking status, province, coverage and trip details;',
      'application details, which can include health information and, for some products, financial information;',
      'technical data: IP address, browser type and pages visited, kept in server logs for security.',
    ],
  ),
  point(
    2,
    'Why we use it',
    'use',
    ['We use your information to:'],
    [
      'prepare quotes and send your applications to the insurers you choose;',
      'have a licensed advisor contact you about your request;',
      'send newsletters and notices only when you have agreed to receive them (Canada’s Anti-Spam Legislation);',
      'meet our legal and regulatory obligations.',
    ],
  ),
  point(3, 'Consent', 'consent', [
    'By sending a request you consent to this use. Health information is used only for the application you make. You can withdraw consent at any time, subject to legal or contractual limits; we will tell you what that means for your application.',
  ]),
  point(4, 'Who we share it with', 'share', [
    'We never sell your information. We share it only with the insurers and financial institutions you ask us to approach, with service providers that host our systems and send our e-mail under contracts that protect it, and with regulators when the law requires.',
  ]),
  point(
    5,
    'Where it is stored and how long',
    'storage',
    [
      'Your information is stored in Canada on encrypted systems with access limited to staff who need it. We keep it only as long as we need it, then delete it securely; a daily job removes what has reached these limits:',
    ],
    retentionPolicyText(),
  ),
  point(
    6,
    'Your rights',
    'rights',
    ['You have the right to:'],
    [
      'see the personal information we hold about you: My account > Privacy downloads all of it, including the e-mails sent to any address your account used before;',
      'ask us to correct it;',
      'delete your account: your account, consent records, the e-mails we sent you and your documents (the insurer’s documents, the PDF copy of your application, proofs you sent) are deleted at once; your applications, policies, bookings and requests stay in our files without your name, e-mail, phone or address, marked “customer deleted their account”, because insurers and our regulators require a record of the business we did, and they are then deleted with the other closed files;',
      'withdraw consent to marketing e-mail with one click in any message;',
      'complain to the Office of the Privacy Commissioner of Canada, or to the Information and Privacy Commissioner of Alberta or of British Columbia.',
    ],
  ),
  point(7, 'Cookies', 'cookies', [
    'The website stores a small number of items in your browser: your cookie-notice choice, your sign-in session and the answers of a quote in progress. We do not use advertising trackers.',
  ]),
  point(8, 'Contact our privacy officer', 'privacy-officer', [
    `Write to our privacy officer at ${COMPANY.email} or ${COMPANY.name}, ${formatCompanyAddress()}. We answer within 30 days.`,
  ]),
];

export const POLICY: Policy = {
  description: [
    `${COMPANY.name} respects your privacy. This policy explains what personal information we collect through our website and our advisors, why we collect it, how we protect it and what rights you have under the Personal Information Protection and Electronic Documents Act (PIPEDA) and the private-sector privacy laws of Alberta and British Columbia.`,
  ],
  points: POLICY_POINTS,
  index: POLICY_POINTS.map((p) => ({ name: `${p.id}. ${p.name}`, link: p.link })),
  updationDate: '2026-11-01',
};
