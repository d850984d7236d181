// Page content of the 30 product landing pages (N6, N14; platform spec section 3, Insurance page
// content), written for this brokerage (N30). General information, not advice.

import type { Faq, InsurancePageContent, NamedText } from './content-schemas.ts';
import { ESTATE_CORPORATE_TAX_PERCENT } from './product-page-constants.ts';

const n = (name: string, description: string): NamedText => ({ name, description });
const q = (question: string, answer: string): Faq => ({ question, answer: `<p>${answer}</p>` });

type PageInput = Omit<
  InsurancePageContent,
  | 'difference'
  | 'description2'
  | 'description3'
  | 'bankingServiceSummary'
  | 'whatCanWeDo'
  | 'headerInsuranceTypes'
> &
  Partial<
    Pick<
      InsurancePageContent,
      | 'difference'
      | 'description2'
      | 'description3'
      | 'bankingServiceSummary'
      | 'whatCanWeDo'
      | 'headerInsuranceTypes'
    >
  >;

const page = (input: PageInput): InsurancePageContent => ({
  headerInsuranceTypes: [],
  difference: null,
  description2: null,
  description3: null,
  bankingServiceSummary: [],
  whatCanWeDo: [],
  ...input,
});

const fields = (name: string, tagLine: string, purposes: string[], description: string) => ({
  name,
  tagLine,
  purposes,
  description,
});

const WHAT_WE_DO_PLANNING: NamedText[] = [
  n('Listen', 'A first conversation about your goals, your family and what keeps you up at night.'),
  n('Analyse', 'We gather your income, savings, debts, pensions and insurance and find the gaps.'),
  n('Recommend', 'A written plan with clear choices, costs and the reasons behind each one.'),
  n('Put it in place', 'We open the accounts and apply for the coverage you choose, with you at every step.'),
  n('Review', 'A check-in every year, and whenever your life changes.'),
];

const LIFE_PAGES: InsurancePageContent[] = [
  page({
    type: 'whole-life',
    headerInsuranceTypes: ['term-life', 'critical-illness', 'kids-life'],
    defaultFields: fields(
      'Whole Life Insurance',
      'Coverage for life, premiums that never go up, and cash value that grows.',
      [
        'Leave a tax-free inheritance',
        'Pay final expenses and estate taxes',
        'Build cash value you can borrow against',
      ],
      'Whole life insurance stays in force for your whole life as long as premiums are paid. Premiums are level, and part of each one builds a cash value that grows tax-sheltered. Participating policies may also earn dividends you can use to buy more coverage or lower your premium.',
    ),
    difference: {
      title: 'Is whole life right for you?',
      description: 'Whole life costs more than term at the start, but it never expires and it builds value.',
      prosCons: {
        pros: [
          'Coverage never ends',
          'Premiums are fixed',
          'Cash value grows tax-sheltered',
          'Pay for life, to 65 or for 15 or 20 years',
        ],
        cons: [
          'Higher premiums than term for the same coverage',
          'Cancelling early returns little cash value',
        ],
      },
    },
    subPoints: [
      n(
        'Estate planning',
        'Provides money to pay the taxes due on a cottage, investments or a business at death.',
      ),
      n('Final expenses', 'Pays for a funeral and outstanding bills so your family does not have to.'),
      n('Legacy', 'Leaves a guaranteed, tax-free amount to children, grandchildren or a charity.'),
    ],
    faqs: [
      q(
        'Can I stop paying premiums one day?',
        'Yes. Limited-pay options let you pay for 15 or 20 years, or until 65, and keep coverage for life.',
      ),
      q(
        'Is the death benefit taxed?',
        'No. The death benefit paid to a named beneficiary is not taxable income in Canada.',
      ),
      q(
        'What is cash value?',
        'The savings part of the policy. You can borrow against it or surrender the policy for it; both can have tax consequences.',
      ),
    ],
  }),
  page({
    type: 'term-life',
    headerInsuranceTypes: ['whole-life', 'mortgage-protection', 'critical-illness'],
    defaultFields: fields(
      'Term Life Insurance',
      'The most coverage for the lowest premium, for the years your family needs it most.',
      ['Replace your income', 'Pay off the mortgage', 'Fund your children’s education'],
      'Term life insurance pays a tax-free amount to your beneficiaries if you die during the term you choose: 10, 15, 20, 25, 30, 35 or 40 years, or to age 65 or 75. Premiums stay level for the whole term. Most policies can be renewed or converted to permanent coverage without a new medical exam.',
    ),
    difference: {
      title: 'Term or whole life?',
      description: 'Term covers a period; whole life covers a lifetime. Many families combine the two.',
      prosCons: {
        pros: [
          'Lowest premium for the most coverage',
          'Choose a term that matches your mortgage or children',
          'Convertible to permanent coverage',
        ],
        cons: ['Coverage ends with the term', 'Renewal premiums are much higher', 'No cash value'],
      },
    },
    subPoints: [
      n('Income replacement', 'Gives your family the years of income they would lose.'),
      n('Debts', 'Clears the mortgage, car loan and lines of credit.'),
      n('Education', 'Puts your children through college or university.'),
    ],
    faqs: [
      q(
        'How long should my term be?',
        'Long enough to cover your biggest obligation: until the mortgage is paid or the youngest child is independent.',
      ),
      q(
        'What happens at the end of the term?',
        'Coverage ends unless you renew (at a higher premium) or converted it earlier to permanent insurance.',
      ),
    ],
  }),
  page({
    type: 'critical-illness',
    headerInsuranceTypes: ['term-life', 'disability', 'health-and-dental'],
    defaultFields: fields(
      'Critical Illness Insurance',
      'A tax-free lump sum if you are diagnosed with a serious illness and survive.',
      ['Focus on recovery, not bills', 'Replace lost income', 'Pay for treatment and care'],
      'Critical illness insurance pays a tax-free lump sum 30 days after the diagnosis of a covered illness, such as cancer, heart attack or stroke. You decide how to use it: mortgage payments, private treatment, a caregiver or time off work for your partner. Basic plans cover 4 core illnesses; comprehensive plans cover 25 or more.',
    ),
    description2: {
      name: 'What it can pay for',
      description: 'The money is yours to use as you need.',
      subPoints: [
        n('Household bills', 'Keep up with the mortgage or rent while you are not working.'),
        n('Care', 'Home care, physiotherapy, drugs and treatments not covered by your province.'),
        n('Family time', 'Let your partner take time off to be with you.'),
      ],
    },
    subPoints: [
      n('Cancer', 'Life-threatening cancer, the most common critical illness claim in Canada.'),
      n('Heart attack and stroke', 'Covered by every plan.'),
      n('Return of premium', 'An option that refunds your premiums if you never claim.'),
    ],
    faqs: [
      q('Is the benefit taxable?', 'No. A critical illness benefit paid to you personally is tax-free.'),
      q(
        'What is the survival period?',
        'Most policies pay once you have survived 30 days after the diagnosis.',
      ),
    ],
  }),
  page({
    type: 'mortgage-protection',
    headerInsuranceTypes: ['term-life', 'critical-illness', 'mortgage-service'],
    defaultFields: fields(
      'Mortgage Protection Insurance',
      'Make sure your family keeps the home if you are no longer there.',
      ['Pay off the mortgage', 'Keep your family in their home', 'Own the policy, whatever the lender'],
      'Mortgage protection through an individual term life policy pays your beneficiaries a tax-free amount they can use to clear the mortgage. Unlike the lender’s mortgage insurance, the policy belongs to you, the amount does not shrink as the balance goes down, and it stays with you if you move or change lenders.',
    ),
    difference: {
      title: 'Individual policy or the bank’s mortgage insurance?',
      description:
        'Bank mortgage life insurance protects the bank. An individual policy protects your family.',
      prosCons: {
        pros: [
          'Your family receives the money and decides how to use it',
          'Coverage does not decline with the balance',
          'Moves with you to a new home or lender',
        ],
        cons: ['Needs its own application', 'Premiums are set at purchase, so buy early'],
      },
    },
    subPoints: [
      n('Terms from 10 to 40 years', 'Match the term to your amortization.'),
      n('Joint coverage', 'One policy can cover both partners.'),
      n(
        'Underwritten up front',
        'Your health is reviewed before you buy, so there are no surprises at claim time.',
      ),
    ],
    faqs: [
      q(
        'My bank offered insurance with the mortgage. Do I need this?',
        'Compare both. Bank coverage is often underwritten only at claim time and declines as you pay down the loan.',
      ),
      q(
        'How much coverage do I need?',
        'At least the mortgage balance; many families add the income needed to keep paying other bills.',
      ),
    ],
  }),
  page({
    type: 'kids-life',
    headerInsuranceTypes: ['whole-life', 'child-education-planning'],
    defaultFields: fields(
      'Kids Life Insurance',
      'Lock in low premiums and lifelong insurability for your child.',
      [
        'Guarantee future insurability',
        'Build cash value from childhood',
        'Pay in 20 years, covered for life',
      ],
      'A whole life policy bought for a child costs far less than the same coverage bought later, and it guarantees coverage whatever the child’s future health. With a 20-pay plan, premiums stop after 20 years while coverage and cash value continue for life. Ownership can be transferred to the child as an adult.',
    ),
    subPoints: [
      n('Low cost', 'The younger the child, the lower the premium, fixed for the life of the payments.'),
      n('Insurability', 'Many policies let the child buy more coverage later without medical questions.'),
      n('A head start', 'The cash value can help with a first home or education.'),
    ],
    faqs: [
      q(
        'Who can buy a policy for a child?',
        'A parent or grandparent can own the policy on a child under 18.',
      ),
      q(
        'Can the policy be transferred to my child later?',
        'Yes. Ownership can usually be transferred to the child, often without immediate tax.',
      ),
    ],
  }),
  page({
    type: 'disability',
    headerInsuranceTypes: ['critical-illness', 'term-life', 'group-insurance'],
    defaultFields: fields(
      'Disability Insurance',
      'Protect your paycheque if illness or injury stops you from working.',
      ['Replace part of your income', 'Keep paying the bills', 'Cover self-employed income'],
      'Disability insurance pays a monthly benefit, usually up to about two thirds of your income, when an illness or injury keeps you from working. Benefits from a policy you pay for yourself are tax-free. You choose the waiting period before benefits start and how long they last.',
    ),
    description2: {
      name: 'Disability facts',
      description: 'Disability is more likely than most people think.',
      subPoints: [
        n('1 in 3', 'Canadians will be disabled for 90 days or more at least once before age 65.'),
        n('Most common causes', 'Back problems, mental health conditions and cancer, not accidents.'),
        n(
          'Gaps in public plans',
          'CPP disability and Employment Insurance sickness benefits replace only a small part of most incomes.',
        ),
      ],
    },
    subPoints: [
      n('Own-occupation coverage', 'Pays when you cannot do your own job, not just any job.'),
      n('Waiting period', 'From 30 to 120 days; a longer wait lowers the premium.'),
      n('Benefit period', 'Two years, five years or to age 65.'),
    ],
    faqs: [
      q(
        'I have coverage at work. Is it enough?',
        'Group plans are often taxable, capped and end when you leave the job. A personal policy fills the gap.',
      ),
      q('Can self-employed people buy it?', 'Yes, based on the income reported on your tax returns.'),
    ],
  }),
  page({
    type: 'non-medical',
    headerInsuranceTypes: ['term-life', 'whole-life'],
    defaultFields: fields(
      'Non-Medical Life Insurance',
      'Life insurance without a medical exam or blood tests.',
      ['Coverage in days, not weeks', 'No needles or nurse visits', 'An option after a health issue'],
      'Non-medical life insurance is approved on your answers to health questions, with no exam, blood or urine tests. Simplified-issue plans ask a few questions; guaranteed-issue plans ask none but pay the full amount only after a waiting period, usually two years. Premiums are higher than fully underwritten plans, so it suits people who need coverage quickly or have a health history.',
    ),
    difference: {
      title: 'Non-medical or fully underwritten?',
      description:
        'Healthy applicants usually pay less with a full application; non-medical is faster and simpler.',
      prosCons: {
        pros: ['No medical exam', 'Fast approval', 'Available after some health issues'],
        cons: ['Higher premiums', 'Lower maximum coverage', 'Guaranteed-issue plans have a waiting period'],
      },
    },
    subPoints: [
      n('Simplified issue', 'A short health questionnaire; coverage from the first day.'),
      n(
        'Guaranteed issue',
        'No health questions; accidental death covered at once, illness after the waiting period.',
      ),
    ],
    faqs: [
      q(
        'How much coverage can I get without an exam?',
        'Many insurers offer up to $500,000 or more on a simplified application, depending on age.',
      ),
      q('How fast is approval?', 'Often within a few days of a complete application.'),
    ],
  }),
];

const travel = (
  type: string,
  name: string,
  tagLine: string,
  purposes: string[],
  description: string,
  subPoints: NamedText[],
  faqs: Faq[],
  related: string[],
): InsurancePageContent =>
  page({
    type,
    headerInsuranceTypes: related,
    defaultFields: fields(name, tagLine, purposes, description),
    subPoints,
    faqs,
  });

const TRAVEL_PAGES: InsurancePageContent[] = [
  travel(
    'visitors-to-canada',
    'Visitors to Canada Insurance',
    'Emergency medical coverage for family and friends visiting Canada.',
    ['Hospital and doctor bills', 'Emergency medication', 'Repatriation'],
    'Visitors are not covered by provincial health plans. Visitor insurance pays for emergency medical care during the stay, with coverage from $10,000 to $300,000, a deductible of your choice and optional cover for stable pre-existing conditions. Buy before arrival to avoid a waiting period.',
    [
      n('Coverage amounts', '$10,000 to $300,000 per person.'),
      n('Deductibles', 'From $0 to $10,000; a higher deductible lowers the premium.'),
      n(
        'Refunds',
        'Full refund if the visit is cancelled before the start date; partial refund for an early return with no claim.',
      ),
    ],
    [
      q(
        'When should I buy?',
        'Before the visitor arrives. Policies bought after arrival usually exclude sickness for the first days.',
      ),
      q(
        'Can I extend the policy?',
        'Most insurers allow extensions before the policy ends, if there was no claim.',
      ),
    ],
    ['supervisa', 'new-immigrants'],
  ),
  travel(
    'supervisa',
    'Super Visa Insurance',
    'Meets the super visa requirement: $100,000 of coverage for one year.',
    ['Required for the super visa', 'Monthly payment plans', 'Refund if the visa is refused'],
    'Parents and grandparents applying for a super visa must have insurance from a Canadian insurer with at least $100,000 of coverage for health care, hospitalization and repatriation, valid for at least one year from entry. Since December 2022 the premium can be paid monthly, with a deposit.',
    [
      n('Minimum coverage', '$100,000; you can choose $150,000, $200,000 or $300,000.'),
      n('One-year term', 'Valid for 365 days from the date of entry.'),
      n('Monthly instalments', 'Pay a deposit and the rest monthly, where the plan offers it.'),
    ],
    [
      q(
        'What if the visa is refused?',
        'Insurers refund the premium on proof of refusal, sometimes minus a small fee.',
      ),
      q(
        'Does the policy cover a pre-existing condition?',
        'Only stable conditions, and only on plans that include them. Answer the medical questions carefully.',
      ),
    ],
    ['visitors-to-canada', 'new-immigrants'],
  ),
  travel(
    'new-immigrants',
    'New Immigrants Insurance',
    'Coverage while you wait for provincial health insurance.',
    ['Bridge the provincial waiting period', 'Emergency medical care', 'Peace of mind for your first months'],
    'Some provinces make new permanent residents wait up to three months before provincial health coverage starts. New immigrant insurance covers emergency medical care in that gap, so an accident or illness does not become a large bill in your first months in Canada.',
    [
      n('Flexible term', 'Buy exactly the days until your provincial coverage starts.'),
      n('Coverage amounts', '$10,000 to $300,000.'),
      n('Family plans', 'Cover two adults and children under one policy.'),
    ],
    [
      q(
        'Is there a waiting period in my province?',
        'Ontario and Alberta have no waiting period for most new residents; British Columbia can take up to three months. Check with your province.',
      ),
      q(
        'Can I cancel when provincial coverage starts?',
        'Yes, usually with a refund of the unused days if there was no claim.',
      ),
    ],
    ['visitors-to-canada', 'health-and-dental'],
  ),
  travel(
    'international-students',
    'International Students Insurance',
    'Medical insurance for students studying in Canada.',
    ['Meets school requirements', 'Doctor, hospital and prescriptions', 'Coverage for home visits'],
    'International students are not covered by every provincial health plan. Many colleges and universities require a private plan, and some enrol students automatically. A student plan covers emergency and routine medical care, prescriptions and often mental health support, for the school year.',
    [
      n('Plan-defined coverage', 'Each plan sets its own benefits for a full academic year.'),
      n('Trips home', 'Many plans cover short trips outside Canada during the term.'),
    ],
    [
      q(
        'My school has a plan. Do I need another?',
        'Compare it. If your school allows an opt-out, a private plan may cost less for the same benefits.',
      ),
      q('Can family members be covered?', 'Yes, most plans offer spouse and child coverage.'),
    ],
    ['canadians-students', 'visitors-to-canada'],
  ),
  travel(
    'canadians-students',
    'Canadian Students Insurance',
    'Travel medical coverage for Canadians studying abroad.',
    ['Keep your provincial coverage topped up', 'Emergency care abroad', 'Coverage for the school year'],
    'Canadian students studying outside their province or abroad can keep provincial coverage for the duration of their studies, but it pays little outside Canada. A student travel plan covers emergency medical care, evacuation and return home for the whole academic year.',
    [
      n('Where to study', 'Plans for study in another province or abroad.'),
      n('Full-year coverage', 'From the start of term to the end, with holidays included.'),
    ],
    [
      q(
        'Does my provincial plan cover me abroad?',
        'Partly at most. Tell your province before you leave and buy travel coverage for the gap.',
      ),
      q(
        'Can I buy coverage from abroad?',
        'Buy before you leave; some insurers allow purchase after departure with a waiting period.',
      ),
    ],
    ['international-students', 'travelling-canadians'],
  ),
  travel(
    'foreign-workers',
    'Foreign Workers Insurance',
    'Medical coverage for temporary foreign workers in Canada.',
    [
      'Coverage until provincial health starts',
      'Workers not eligible for provincial plans',
      'Employer-paid options',
    ],
    'Temporary foreign workers may wait for provincial health coverage, or may not qualify for it under some permits. A foreign worker plan covers emergency medical care, prescriptions and repatriation, and can be paid by the worker or the employer.',
    [
      n('Coverage amounts', '$10,000 to $300,000.'),
      n(
        'Employer plans',
        'Employers hiring through some programmes must provide coverage until provincial health starts.',
      ),
    ],
    [
      q(
        'Does my work permit give me provincial health coverage?',
        'It depends on the province and the length of the permit. We can check for you.',
      ),
      q('Can my employer pay?', 'Yes, the employer can be the policy owner or pay on your behalf.'),
    ],
    ['new-immigrants', 'visitors-to-canada'],
  ),
  travel(
    'travelling-canadians',
    'Canadian Travellers Insurance',
    'Emergency medical coverage for every trip outside your province.',
    ['Single trip or multi-trip annual', 'Emergency medical and evacuation', 'Trip cancellation options'],
    'Provincial health plans pay only a small part of emergency care outside Canada. Travel medical insurance pays hospital, doctor and ambulance bills, emergency evacuation and your return home. Choose a single-trip plan or an annual plan for frequent trips.',
    [
      n('Single trip', 'Coverage for the exact days you are away.'),
      n('Multi-trip annual', 'Unlimited trips in a year, each up to a set number of days.'),
      n('Travellers 60 and over', 'A medical questionnaire sets the rate category.'),
    ],
    [
      q(
        'Do I need coverage for a trip to the US?',
        'Yes. Even a short hospital stay in the US can cost tens of thousands of dollars.',
      ),
      q(
        'What is the 90-day pre-travel checkup?',
        'A doctor’s visit at least 90 days before you leave, so any change in treatment falls outside the stability period.',
      ),
    ],
    ['canadians-snowbirds', 'canadians-students'],
  ),
  travel(
    'canadians-snowbirds',
    'Canadian Snowbirds Insurance',
    'Long-stay travel medical coverage for winters in the sun.',
    ['Coverage for long winter stays', 'Rates for travellers over 60', 'Top-up options'],
    'Snowbirds spend months outside Canada, usually at an age when medical emergencies are more likely. A snowbird plan covers emergency medical care for the whole stay. Premiums depend on age, trip length and the medical questionnaire, which decides the rate category.',
    [
      n('Long stays', 'Up to six months or more, depending on the insurer and your province’s rules.'),
      n('Medical questionnaire', 'We help you answer it accurately so claims are paid.'),
      n('Provincial rules', 'Ontario residents must be present 153 days in 12 months to keep OHIP.'),
    ],
    [
      q(
        'How long can I be away?',
        'Your province sets how long you can be away and keep your coverage; the US generally allows Canadian visitors up to six months.',
      ),
      q(
        'What if my health changes before I leave?',
        'Tell the insurer: a change before departure can affect coverage.',
      ),
    ],
    ['travelling-canadians', 'retirement-planning'],
  ),
];

const GENERAL_PAGES: InsurancePageContent[] = [
  page({
    type: 'health-and-dental',
    headerInsuranceTypes: ['group-insurance', 'critical-illness'],
    defaultFields: fields(
      'Health and Dental Insurance',
      'Coverage for the care your provincial plan does not pay for.',
      ['Prescription drugs', 'Dental care', 'Vision and paramedical care'],
      'Personal health and dental plans pay for prescription drugs, dental work, eye care, physiotherapy, massage therapy and more. Compare plans from our partners and buy online, or ask an advisor which plan fits the care your family uses.',
    ),
    subPoints: [
      n('Drugs', 'A share of prescription costs, up to a yearly maximum.'),
      n('Dental', 'Check-ups and cleanings, and major work on richer plans.'),
      n(
        'Leaving a group plan',
        'Apply within 60 days of losing group coverage to skip medical questions with many insurers.',
      ),
    ],
    faqs: [
      q(
        'Can I be refused?',
        'Plans with medical questions can decline or limit coverage; guaranteed plans accept everyone with lower benefits.',
      ),
      q(
        'Is there a waiting period for dental?',
        'Major dental work often has a waiting period of 12 months or more.',
      ),
    ],
  }),
  page({
    type: 'group-insurance',
    headerInsuranceTypes: ['health-and-dental', 'commercial', 'disability'],
    defaultFields: fields(
      'Group Benefits',
      'Benefits that help small businesses attract and keep good people.',
      ['Health and dental for employees', 'Group life and disability', 'Health spending accounts'],
      'A group benefits plan gives your employees health, dental, life and disability coverage at group rates, and premiums are generally a deductible business expense. Plans start at two employees, and a health spending account lets owners pay medical costs with pre-tax business dollars.',
    ),
    subPoints: [
      n('Flexible design', 'Choose the benefits, the cost sharing and the maximums.'),
      n('Health spending account', 'A set amount per employee for eligible medical and dental costs.'),
      n('Help with administration', 'We handle enrolment, changes and renewals with the insurer.'),
    ],
    faqs: [
      q('How many employees do I need?', 'Some insurers start at two, including the owner.'),
      q(
        'Are premiums tax-deductible?',
        'Employer-paid premiums are generally a deductible business expense; some benefits are taxable to employees.',
      ),
    ],
  }),
  page({
    type: 'home',
    headerInsuranceTypes: ['auto', 'commercial'],
    defaultFields: fields(
      'Home and Tenant Insurance',
      'Protect your home, your belongings and your liability.',
      ['Rebuild after a fire or storm', 'Replace your belongings', 'Liability if someone is hurt'],
      'Home insurance pays to repair or rebuild your home and replace your belongings after an insured loss, and covers your legal liability if someone is injured on your property. We compare policies from several insurers so you get the coverage you need at a fair price.',
    ),
    description2: {
      name: 'Choose your coverage',
      description: 'Three kinds of policy, for owners, renters and everything in between.',
      subPoints: [
        n(
          'Home insurance',
          'For owners of a house: the building, detached structures, your contents, additional living expenses while you cannot live at home, and personal liability. Add sewer backup and overland water cover, which standard policies often exclude.',
        ),
        n(
          'Tenant insurance',
          'For renters: your belongings, additional living expenses and liability. Your landlord’s policy covers the building, not your things or your liability, and many leases require tenant insurance.',
        ),
        n(
          'Other properties',
          'Condominium units, rental properties you own, cottages and seasonal homes each need their own policy type. Tell us how the property is used so it is insured correctly.',
        ),
      ],
    },
    subPoints: [
      n('Replacement cost', 'Pays to replace items new rather than their depreciated value.'),
      n('Bundling', 'Insuring home and car together often lowers both premiums.'),
    ],
    faqs: [
      q(
        'Is flooding covered?',
        'Only with overland water and sewer backup endorsements. Ask us to add them.',
      ),
      q(
        'How much contents coverage do I need?',
        'Make a home inventory: most people underestimate the value of their belongings.',
      ),
    ],
  }),
  page({
    type: 'auto',
    headerInsuranceTypes: ['home', 'commercial'],
    defaultFields: fields(
      'Auto Insurance',
      'The right car insurance at a competitive rate.',
      [
        'Mandatory liability and accident benefits',
        'Collision and comprehensive',
        'Discounts for bundling and safe driving',
      ],
      'Every province requires auto insurance. In Ontario and Alberta it is bought from private insurers, and rates differ widely between companies for the same driver. We compare several insurers for your car and driving record. (In British Columbia basic coverage comes from ICBC; we can advise on optional coverage.)',
    ),
    subPoints: [
      n('Third-party liability', 'Pays for injuries and damage you cause to others.'),
      n('Accident benefits', 'Medical, rehabilitation and income benefits if you are hurt.'),
      n('Collision and comprehensive', 'Repairs to your own car after a collision, theft, fire or hail.'),
    ],
    faqs: [
      q(
        'How can I lower my premium?',
        'Bundle with home insurance, raise your deductibles, install winter tyres and keep a clean record.',
      ),
      q(
        'Does a new driver in the household affect my rate?',
        'Yes. Tell your insurer when anyone in the household starts driving your car.',
      ),
    ],
  }),
  page({
    type: 'commercial',
    headerInsuranceTypes: ['group-insurance', 'home', 'auto'],
    defaultFields: fields(
      'Commercial Insurance',
      'Coverage built around the risks of your business.',
      ['Property and equipment', 'Liability to customers and the public', 'Business interruption'],
      'Commercial insurance protects the building, equipment and stock of your business, your liability to customers and the public, and your income if you must close after an insured loss. We insure retailers, contractors, offices, restaurants and professionals.',
    ),
    description2: {
      name: 'Why do you need business insurance?',
      description: 'One claim can cost more than a small business earns in a year.',
      subPoints: [
        n(
          'Lawsuits',
          'A customer who slips in your store or is harmed by your product can sue the business.',
        ),
        n('Property loss', 'Fire, theft or a burst pipe can destroy stock and equipment overnight.'),
        n(
          'Lost income',
          'Business interruption coverage pays ongoing expenses and lost profit while you rebuild.',
        ),
        n('Contracts', 'Landlords and clients often require proof of liability insurance before you sign.'),
      ],
    },
    subPoints: [
      n('Commercial general liability', 'Bodily injury and property damage claims from third parties.'),
      n('Professional liability', 'Errors and omissions in the advice or services you provide.'),
      n('Cyber liability', 'Costs of a data breach or ransomware attack.'),
    ],
    faqs: [
      q(
        'I work from home. Am I covered by my home policy?',
        'Usually not for business property or liability. Ask us about a home-business endorsement or policy.',
      ),
      q(
        'What affects the premium?',
        'Your industry, revenue, claims history, location and the limits you choose.',
      ),
    ],
  }),
];

const financial = (
  type: string,
  name: string,
  tagLine: string,
  purposes: string[],
  description: string,
  subPoints: NamedText[],
  faqs: Faq[],
  extra: Partial<PageInput> = {},
): InsurancePageContent =>
  page({ type, defaultFields: fields(name, tagLine, purposes, description), subPoints, faqs, ...extra });

const FINANCIAL_PAGES: InsurancePageContent[] = [
  financial(
    'investments',
    'Investments',
    'Grow your savings with a plan that fits your goals and your comfort with risk.',
    ['RRSPs and TFSAs', 'Segregated funds and mutual funds', 'GICs and guaranteed options'],
    'We help you choose where to invest and which account to use. RRSP contributions lower your taxes today; TFSA growth and withdrawals are tax-free; segregated funds add maturity and death-benefit guarantees and can bypass probate. We show you, year by year, how regular contributions and compounding can grow your savings.',
    [
      n('Risk profile', 'A questionnaire matches your investments to how much ups and downs you can accept.'),
      n(
        'The right account',
        'RRSP, TFSA, RESP, FHSA or non-registered, depending on your goal and tax rate.',
      ),
    ],
    [
      q(
        'RRSP or TFSA first?',
        'If your tax rate is higher now than it will be in retirement, the RRSP often wins; otherwise the TFSA. Many people use both.',
      ),
      q(
        'What is a segregated fund?',
        'An investment fund sold by insurers, with guarantees of 75% to 100% of deposits at maturity or death.',
      ),
    ],
    { whatCanWeDo: WHAT_WE_DO_PLANNING, headerInsuranceTypes: ['retirement-planning', 'financial-planning'] },
  ),
  financial(
    'financial-planning',
    'Financial Planning',
    'One plan for your savings, debts, insurance, taxes and retirement.',
    ['Set clear goals', 'Manage debt and cash flow', 'Protect your family and your income'],
    'A financial plan looks at your whole situation, not one product. We review your income, spending, debts, savings, pensions, insurance and taxes, then write a plan with concrete steps and review it with you every year.',
    [
      n('Cash flow', 'Where your money goes, and how much you can save.'),
      n('Protection', 'The insurance you need and nothing you do not.'),
      n('Goals', 'Home, education, retirement, travel: each with a date and a number.'),
    ],
    [
      q(
        'How much does a plan cost?',
        'Your first meeting is free. If a written plan carries a fee, we tell you before we start.',
      ),
      q('How often should the plan be reviewed?', 'Every year, and whenever your life changes.'),
    ],
    {
      whatCanWeDo: WHAT_WE_DO_PLANNING,
      headerInsuranceTypes: ['investments', 'retirement-planning', 'tax-planning'],
    },
  ),
  financial(
    'estate-planning',
    'Estate Planning',
    'Pass on more of what you built, with less tax and less delay.',
    ['Wills and powers of attorney', 'Reduce taxes and probate fees', 'Fund taxes with life insurance'],
    'At death, your assets are deemed sold, and capital gains and registered accounts can create a large tax bill. Estate planning arranges your assets, beneficiaries and insurance so that your heirs receive more, sooner. For business owners, corporate-owned life insurance is one of the most efficient strategies.',
    [
      n(
        'Beneficiary designations',
        'Named beneficiaries on RRSPs, TFSAs and insurance bypass the estate and probate.',
      ),
      n('Tax on death', 'Life insurance can pay the tax on a cottage, a business or a RRIF.'),
    ],
    [
      q(
        'Do I need a will if I have a small estate?',
        'Yes. Without one, provincial law decides who inherits and who looks after minor children.',
      ),
      q(
        'What is a capital dividend account?',
        'A notional account through which a private corporation can pay out life insurance proceeds to shareholders tax-free.',
      ),
    ],
    {
      headerInsuranceTypes: ['whole-life', 'tax-planning'],
      description2: {
        name: 'Corporate-owned life insurance strategy',
        description: `In this example, corporate earnings are taxed at ${ESTATE_CORPORATE_TAX_PERCENT}%, so the corporation keeps about $84.50 of every $100 earned, compared with roughly half for an owner paying personal tax at the top rate. Paying permanent life insurance premiums with those corporate dollars buys more coverage for the same effort. (The small-business rate is set by federal and provincial law and varies by province; your advisor uses your own rate.)`,
        subPoints: [
          n('1. Corporation earns', 'Business income is taxed at the corporate rate.'),
          n(
            '2. Corporation pays premiums',
            'The corporation owns a permanent policy on the owner and pays the premiums with after-corporate-tax dollars.',
          ),
          n('3. Cash value grows', 'The policy’s cash value grows tax-sheltered inside the corporation.'),
          n('4. Death benefit', 'At death the corporation receives the tax-free benefit.'),
          n(
            '5. Tax-free to the family',
            'Most of the benefit flows through the capital dividend account to the heirs as a tax-free capital dividend.',
          ),
        ],
      },
    },
  ),
  financial(
    'child-education-planning',
    'Child Education Planning',
    'Start an RESP and collect the government grants your child is entitled to.',
    [
      '20% Canada Education Savings Grant',
      'Tax-sheltered growth',
      'Flexible for college, university or trades',
    ],
    'A Registered Education Savings Plan grows tax-sheltered, and the Canada Education Savings Grant adds 20% of your contributions, up to $500 a year on $2,500 of contributions (up to $1,000 a year when catching up unused room), to a lifetime maximum of $7,200 per child. Lower-income families can also receive the Canada Learning Bond. We show you how much the grants and compounding can add by the time your child starts school.',
    [
      n('Lifetime contribution limit', '$50,000 per child, across all years.'),
      n('Grant until 17', 'The grant is paid until the end of the year the child turns 17.'),
      n('Family plans', 'One plan for several siblings.'),
    ],
    [
      q(
        'What if my child does not go to school after high school?',
        'The plan can stay open for years, be transferred to a sibling, or your contributions returned; grants go back to the government.',
      ),
      q(
        'Can I catch up missed years?',
        'Yes, unused grant room carries forward, but at most $1,000 of grant is paid in one year.',
      ),
    ],
    { whatCanWeDo: [], headerInsuranceTypes: ['kids-life', 'investments'] },
  ),
  financial(
    'retirement-planning',
    'Retirement Planning',
    'Know when you can retire, and how much you can spend when you do.',
    ['CPP and OAS timing', 'RRSP, RRIF and TFSA withdrawals', 'Income that lasts'],
    'A retirement plan combines government benefits, workplace pensions and your savings into a reliable income. We help you choose when to start CPP (between 60 and 70) and OAS (between 65 and 70), in what order to draw from your accounts, and how to convert your RRSP to a RRIF or annuity by the end of the year you turn 71.',
    [
      n('Income projection', 'How much you will have each year, after tax.'),
      n(
        'Pension income splitting',
        'Share eligible pension income with your spouse to lower your combined tax.',
      ),
      n('Guaranteed income', 'Annuities that pay for life, whatever the markets do.'),
    ],
    [
      q(
        'When should I start CPP?',
        'It depends on your health, other income and needs; each year of delay after 65 raises it by 8.4%.',
      ),
      q(
        'How much do I need to retire?',
        'It depends on your spending. We turn your expected spending into a savings target.',
      ),
    ],
    { whatCanWeDo: WHAT_WE_DO_PLANNING, headerInsuranceTypes: ['investments', 'canadians-snowbirds'] },
  ),
  financial(
    'tax-planning',
    'Tax Planning',
    'Keep more of what you earn, legally.',
    ['RRSP, TFSA and FHSA strategies', 'Income splitting', 'Business owner planning'],
    'Good tax planning happens all year, not just in April. We look at your registered accounts, family income, investments and business structure to find legitimate ways to lower your tax, and work with your accountant so the plan is carried through.',
    [
      n('Registered accounts', 'Use RRSP, TFSA and FHSA room in the right order.'),
      n('Family income', 'Spousal RRSPs and pension splitting can lower a couple’s taxes.'),
      n('Business owners', 'Salary or dividends, and how much to leave in the corporation.'),
    ],
    [
      q('Do you file tax returns?', 'Our accounting service prepares personal and business returns.'),
      q(
        'When is the tax-filing deadline?',
        'April 30 for most individuals; June 15 for self-employed people, but any balance owing is still due April 30.',
      ),
    ],
    { headerInsuranceTypes: ['personal-business-accounting', 'financial-planning'] },
  ),
  financial(
    'real-estate',
    'Real Estate',
    'Buy, sell or invest in property with a trusted referral.',
    ['First home purchase', 'Selling your home', 'Investment properties'],
    'We connect you with licensed real-estate professionals we trust, and help you prepare: saving in a First Home Savings Account, using the RRSP Home Buyers’ Plan, getting a mortgage pre-approval and insuring the new home.',
    [
      n(
        'First Home Savings Account',
        'Contributions are deductible and qualifying withdrawals for a first home are tax-free.',
      ),
      n(
        'Home Buyers’ Plan',
        'Withdraw up to $60,000 from your RRSP for a first home and repay over 15 years.',
      ),
    ],
    [
      q(
        'Are you a real-estate brokerage?',
        'No. We refer you to licensed real-estate professionals and help with the financial side.',
      ),
      q(
        'How much down payment do I need?',
        'At least 5% of the first $500,000 and 10% of the portion above it, up to $1.5 million; 20% above that.',
      ),
    ],
    { headerInsuranceTypes: ['mortgage-service', 'home'] },
  ),
  financial(
    'mortgage-service',
    'Mortgage Service',
    'Compare mortgage rates from many lenders.',
    ['Purchase and pre-approval', 'Renewal and refinancing', 'Self-employed and new-to-Canada mortgages'],
    'Through our mortgage partners we compare rates and terms from banks, credit unions and monoline lenders. We help you choose between fixed and variable rates, the term and the amortization, and protect the mortgage with insurance you own.',
    [
      n(
        'Stress test',
        'Federally regulated lenders qualify you at the higher of your rate plus 2% or 5.25%.',
      ),
      n('Renewal', 'Compare lenders before renewal instead of signing the renewal offer.'),
      n('Protection', 'Individual mortgage protection insurance instead of the lender’s coverage.'),
    ],
    [
      q(
        'Does a mortgage broker cost me anything?',
        'For most residential mortgages, the lender pays the broker.',
      ),
      q(
        'Fixed or variable?',
        'Fixed gives predictable payments; variable follows the prime rate and may cost less over time.',
      ),
    ],
    { headerInsuranceTypes: ['mortgage-protection', 'real-estate'] },
  ),
  financial(
    'banking',
    'Banking',
    'Accounts, credit and savings through our banking partners.',
    ['Chequing and savings', 'Newcomer banking packages', 'Credit cards and lines of credit'],
    'We help you open the right accounts with our banking partners, especially if you are new to Canada, and set up savings and credit that support your plan.',
    [
      n(
        'Newcomer packages',
        'No-fee accounts for the first year and credit without a Canadian credit history.',
      ),
      n('High-interest savings', 'For your emergency fund.'),
    ],
    [
      q(
        'What do I need to open an account?',
        'Government-issued identification; newcomers can use a passport and permanent resident card or permit.',
      ),
      q(
        'Is my deposit protected?',
        'Eligible deposits at member institutions are protected by the Canada Deposit Insurance Corporation up to $100,000 per category.',
      ),
    ],
    {
      headerInsuranceTypes: ['mortgage-service', 'investments'],
      bankingServiceSummary: [
        n(
          'Personal accounts',
          'Chequing and savings accounts, with packages that waive fees when you keep a minimum balance or are new to Canada.',
        ),
        n(
          'Credit',
          'Credit cards, personal loans and lines of credit to build a Canadian credit history responsibly.',
        ),
        n(
          'Business accounts',
          'Operating accounts, merchant services and business credit for owners and the self-employed.',
        ),
      ],
    },
  ),
  financial(
    'personal-business-accounting',
    'Personal and Business Accounting',
    'Bookkeeping, tax returns and payroll, done on time.',
    ['Personal tax returns', 'Corporate returns and bookkeeping', 'Payroll and HST'],
    'Our accounting partners prepare personal and corporate tax returns, keep your books, run payroll and file GST/HST returns, so you can focus on your work. Combined with tax planning, your accounting becomes a tool rather than a chore.',
    [
      n('Personal', 'Tax returns for employees, retirees, landlords and the self-employed.'),
      n('Business', 'Bookkeeping, financial statements, T2 corporate returns and HST filings.'),
    ],
    [
      q(
        'What documents do I need for my return?',
        'Your slips (T4, T5, RRSP receipts), receipts for deductions and last year’s notice of assessment.',
      ),
      q('Can you help with a CRA review?', 'Yes, we help you respond with the right documents.'),
    ],
    { headerInsuranceTypes: ['tax-planning', 'financial-planning'] },
  ),
];

export const PRODUCT_PAGES: InsurancePageContent[] = [
  ...LIFE_PAGES,
  ...TRAVEL_PAGES,
  ...GENERAL_PAGES,
  ...FINANCIAL_PAGES,
];

export function findProductPage(type: string): InsurancePageContent | undefined {
  return PRODUCT_PAGES.find((p) => p.type === type);
}
