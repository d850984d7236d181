// The seven blog posts (platform spec section 2: links /2021/03/1 to /2021/03/7, author Admin),
// written for this brokerage (N30). Bodies are trusted HTML; general information, not advice.

import type { BlogPost } from './content-schemas.ts';

const post = (
  id: number,
  name: string,
  description: string,
  image: string,
  tags: string[],
  relatedPostIds: number[],
  content: string,
): BlogPost => ({
  id,
  year: '2021',
  month: '03',
  link: `/2021/03/${id}`,
  name,
  description,
  author: 'Admin',
  publishedOn: `2021-03-${String(id * 3).padStart(2, '0')}`,
  content,
  tags,
  relatedPostIds,
  image,
});

export const BLOG_POSTS: BlogPost[] = [
  post(
    1,
    'Health insurance and your financial wellness',
    'Provincial plans leave gaps. Here is what they do not pay for, and how a personal health and dental plan protects your budget.',
    'health',
    ['Health insurance', 'Dental', 'Budgeting'],
    [2, 4, 7],
    `<p>Canada’s provincial health plans pay for doctor visits and hospital care, but many everyday costs are not covered: prescription drugs outside hospital (for most adults under 65), dental care, eye exams and glasses, physiotherapy, massage therapy and private hospital rooms. A single root canal and crown can cost more than $2,000, and a year of some prescriptions far more.</p>
<h2>Why it matters for your finances</h2>
<p>Unplanned health bills are one of the most common reasons families dip into savings or carry a credit-card balance. A personal health and dental plan turns those unpredictable costs into a fixed monthly premium you can budget for.</p>
<h2>Leaving a job? Watch the 60-day enrolment window</h2>
<p>If you lose group benefits because you retire, change jobs or start a business, several insurers let you buy a personal plan <strong>without answering medical questions</strong> if you apply within <strong>60 days</strong> of the date your group coverage ends. Miss the window and you may have to qualify medically, and existing conditions can be excluded.</p>
<h2>What to compare</h2>
<ul>
<li>Drug coverage: the percentage reimbursed and the yearly maximum.</li>
<li>Dental: basic services only, or also major work such as crowns.</li>
<li>Paramedical practitioners: the amount per visit and per year.</li>
<li>Travel medical coverage included with the plan.</li>
</ul>
<p>Our advisors compare plans from several insurers and can tell you which one pays back the most for the care your family actually uses.</p>`,
  ),
  post(
    2,
    'Five habits of financial fitness',
    'Like physical fitness, financial fitness comes from small habits kept every month. Five that make the biggest difference.',
    'growth',
    ['Financial planning', 'Budgeting', 'Savings'],
    [1, 3, 7],
    `<p>Financial fitness is not about earning more; it is about what you do, month after month, with what you earn.</p>
<h2>1. Pay yourself first</h2>
<p>Set up an automatic transfer to savings on payday. Even 5% of your take-home pay, invested in a TFSA, grows tax-free and can be withdrawn without tax when you need it.</p>
<h2>2. Keep an emergency fund</h2>
<p>Aim for three to six months of essential expenses in a savings account you can reach quickly. It keeps a lost job or a broken furnace from becoming debt.</p>
<h2>3. Pay down expensive debt</h2>
<p>Credit cards often charge around 20% a year. Paying them off is a guaranteed return no investment can match.</p>
<h2>4. Protect your income</h2>
<p>Your ability to earn is your biggest asset. Term life insurance protects your family if you die; disability insurance protects your income if you cannot work because of illness or injury.</p>
<h2>5. Review once a year</h2>
<p>Check your budget, your RRSP and TFSA contributions, your beneficiaries and your insurance every year, and whenever you marry, have a child, buy a home or change jobs.</p>
<p>A financial-planning session with our advisors puts all five habits into one written plan.</p>`,
  ),
  post(
    3,
    'Planning a retirement that lasts',
    'Government pensions, workplace plans and your own savings: how the pieces fit together, and when to start each one.',
    'retirement',
    ['Retirement', 'RRSP', 'CPP', 'OAS'],
    [7, 2, 5],
    `<p>Most Canadians retire on a mix of three sources: government benefits, workplace pensions and personal savings. Knowing how each works helps you decide how much you need to save.</p>
<h2>Government benefits</h2>
<ul>
<li><strong>Canada Pension Plan (CPP):</strong> based on your contributions while working. You can start it as early as 60 (a permanently reduced amount) or as late as 70 (a permanently increased amount).</li>
<li><strong>Old Age Security (OAS):</strong> a monthly payment from 65 for most people who have lived in Canada at least 10 years after age 18. It can be deferred up to age 70 for a higher amount, and is reduced for higher incomes.</li>
<li><strong>Guaranteed Income Supplement (GIS):</strong> an extra amount for low-income OAS recipients.</li>
</ul>
<h2>Your own savings</h2>
<p>RRSP contributions lower your taxable income today; withdrawals are taxed in retirement, when your rate may be lower. By the end of the year you turn 71, an RRSP must become a RRIF or an annuity. TFSA withdrawals are never taxed and do not reduce OAS or GIS.</p>
<h2>Make the money last</h2>
<p>The order in which you draw from each source, and when you start CPP and OAS, can change your lifetime after-tax income by tens of thousands of dollars. Our retirement-planning advisors model the options for your situation.</p>`,
  ),
  post(
    4,
    'Travel insurance: what every Canadian traveller should know',
    'Your provincial health plan pays little or nothing outside Canada. What travel medical insurance covers, and how to avoid a refused claim.',
    'travel',
    ['Travel insurance', 'Pre-existing conditions'],
    [5, 6, 1],
    `<p>A few days in a US hospital can cost tens of thousands of dollars. Provincial health plans pay only a small part of emergency care outside Canada, or nothing at all, so travel medical insurance is essential for every trip, even a weekend across the border.</p>
<h2>What a good policy covers</h2>
<ul>
<li>Emergency hospital and doctor care, and prescription drugs during the trip.</li>
<li>Ambulance and air evacuation, and return to Canada for treatment.</li>
<li>A 24-hour assistance line that can pay the hospital directly.</li>
</ul>
<h2>The pre-existing condition trap</h2>
<p>Most refused claims involve a medical condition that existed before the trip. Policies cover such a condition only if it was <strong>stable</strong> (no new symptoms, tests, treatment or medication changes) for a period before departure, often 90 or 180 days.</p>
<h2>The 90-day pre-travel checkup</h2>
<p>Book a checkup with your doctor <strong>at least 90 days before you leave</strong>. If your doctor needs to change a medication or order tests, the change then happens before the stability period starts, not inside it.</p>
<h2>Before you go</h2>
<ul>
<li>Answer the medical questionnaire carefully, and call us if a question is unclear.</li>
<li>Carry your policy number and the assistance line with you.</li>
<li>Call the assistance line before treatment whenever you can.</li>
</ul>`,
  ),
  post(
    5,
    'A snowbird’s guide to winter in the sun',
    'Spending the winter in the south? Keep your provincial coverage, stay within US limits and choose the right travel medical plan.',
    'sun',
    ['Snowbirds', 'Travel insurance', 'Retirement'],
    [4, 3, 7],
    `<p>Every winter thousands of Canadian retirees head to Florida, Arizona and beyond. A little planning keeps the trip relaxing.</p>
<h2>Keep your provincial health coverage</h2>
<p>Each province requires you to spend part of the year at home to stay covered. Ontario, for example, requires you to be physically present at least 153 days in any 12-month period, so you can be away up to 212 days. Alberta and British Columbia have their own rules; check them before booking a long stay.</p>
<h2>Stay within US limits</h2>
<p>Canadian visitors can generally stay in the United States for up to six months. Spending too many days there over several years can also make you a US resident for tax purposes under the substantial presence test, unless you file the closer-connection form.</p>
<h2>Choose a plan for a long stay</h2>
<ul>
<li>Buy coverage for the <strong>whole</strong> trip, including travel days.</li>
<li>Check the stability period for your conditions and the 90-day pre-travel checkup described in our travel insurance article.</li>
<li>If you travel often, compare a multi-trip annual plan with top-up coverage for the long winter stay.</li>
</ul>
<p>Premiums for travellers over 60 often depend on a medical questionnaire. We help you fill it in correctly and compare the rates each insurer offers for your answers.</p>`,
  ),
  post(
    6,
    'Insurance for visitors to Canada',
    'Parents, grandparents and friends visiting Canada are not covered by provincial health plans. How visitor and super visa insurance work.',
    'family',
    ['Visitors to Canada', 'Super visa', 'Travel insurance'],
    [4, 1, 5],
    `<p>Visitors are not covered by any provincial health plan. An emergency room visit with an overnight stay can cost several thousand dollars, and the hospital will bill the visitor or the family that invited them.</p>
<h2>Visitors to Canada insurance</h2>
<p>Visitor plans cover emergency medical care for a set number of days, with coverage amounts from $10,000 to $300,000. You choose a deductible, and whether to cover a stable pre-existing condition. Buy the policy before arrival: a policy bought after arrival usually has a waiting period during which sickness is not covered.</p>
<h2>Super visa insurance</h2>
<p>Parents and grandparents applying for a super visa must show private medical insurance that:</p>
<ul>
<li>covers at least <strong>$100,000</strong> for health care, hospitalization and repatriation;</li>
<li>is valid for at least <strong>one year</strong> from the date of entry;</li>
<li>comes from a Canadian insurer (or an approved foreign insurer).</li>
</ul>
<p>Since December 2022, the premium can be paid in monthly instalments with a deposit, instead of in one payment.</p>
<h2>Refunds if the visa is refused</h2>
<p>Most insurers refund the full premium when a visa is refused, on proof of refusal. Ask us to compare refund rules as well as prices.</p>`,
  ),
  post(
    7,
    'Your retirement checklist',
    'Ten things to do in the five years before you retire, from your CPP decision to your beneficiary designations.',
    'checklist',
    ['Retirement', 'Checklist', 'Estate planning'],
    [3, 2, 5],
    `<p>Retirement goes more smoothly when the big decisions are made calmly, a few years ahead. Use this checklist in the five years before your last day at work.</p>
<ol>
<li><strong>Estimate your spending.</strong> List what you will spend each month in retirement, including travel and health costs.</li>
<li><strong>Get your CPP statement</strong> from My Service Canada Account and see your estimated pension at 60, 65 and 70.</li>
<li><strong>Decide when to start CPP and OAS.</strong> Starting later raises the payment for life.</li>
<li><strong>Review your workplace pension</strong>: the options at retirement and the survivor benefit for your spouse.</li>
<li><strong>Plan your withdrawals</strong> from RRSPs, TFSAs and non-registered savings to keep your tax low.</li>
<li><strong>Replace group benefits.</strong> Apply for a personal health and dental plan within the 60-day window after your group coverage ends to avoid medical questions.</li>
<li><strong>Review life insurance.</strong> Keep what your spouse or estate still needs, for example to pay taxes on a cottage or an RRIF.</li>
<li><strong>Update your will and powers of attorney.</strong></li>
<li><strong>Check your beneficiaries</strong> on RRSPs, TFSAs, pensions and insurance policies.</li>
<li><strong>Plan your travel coverage</strong>, and book the 90-day pre-travel checkup before long trips.</li>
</ol>
<p>Our advisors can go through the list with you in one meeting.</p>`,
  ),
];

export function findBlogPost(year: string, month: string, id: string): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.year === year && p.month === month && String(p.id) === id);
}

/** The prerendered blog detail paths (ADR 0021). */
export const BLOG_POST_PATHS: string[] = BLOG_POSTS.map((p) => `/blogs${p.link}`);
