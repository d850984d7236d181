// The FAQ page (platform spec section 2), written for this brokerage (N30). Answers are trusted HTML.

import { COMPANY } from '../company/company-info.ts';
import type { Faq } from './content-schemas.ts';
import { joinWithAnd } from './site-origin.ts';

export const SITE_FAQS: Faq[] = [
  {
    question: 'Do I pay more when I buy insurance through a broker?',
    answer:
      '<p>No. Insurers file the same premium whether you buy directly or through a broker. We are paid a commission by the insurer you choose, so our comparison and advice cost you nothing.</p>',
  },
  {
    question: 'Which provinces do you serve?',
    answer: `<p>We are licensed in <strong>${joinWithAnd(COMPANY.licensedProvinces)}</strong>. If you live elsewhere, leave your e-mail on our <a href="/province-availability">province availability</a> page and we will tell you when we start serving your province.</p>`,
  },
  {
    question: 'How accurate is an instant quote?',
    answer:
      '<p>An instant quote uses the answers you give (age, smoking, coverage and term) and the insurers’ published rates. The final premium is set by the insurer after it reviews your application, and can change if your health or answers differ from what you entered.</p>',
  },
  {
    question: 'What is the difference between term life and whole life insurance?',
    answer:
      '<p><strong>Term life</strong> covers you for a set period (for example 10, 20 or 30 years) at a lower premium and has no cash value. <strong>Whole life</strong> covers you for life, has level premiums and builds a cash value you can borrow against. Many families combine both.</p>',
  },
  {
    question: 'Do I need a medical exam to buy life insurance?',
    answer:
      '<p>It depends on your age and the amount of coverage. Smaller amounts are often approved on your answers to health questions alone, and some plans are fully <a href="/non-medical">non-medical</a>. Larger amounts may need a short exam by a paramedical nurse at home, paid for by the insurer.</p>',
  },
  {
    question: 'How much life insurance do I need?',
    answer:
      '<p>Add up the debts you would want paid (mortgage, loans), the income your family would need and for how many years, and one-time costs such as education and funeral expenses, then subtract your savings and existing coverage. Our needs-analysis questions do this for you: start a life quote and answer No when asked whether you know how much coverage you need.</p>',
  },
  {
    question: 'What does super visa insurance have to cover?',
    answer:
      '<ul><li>At least <strong>$100,000</strong> of coverage for health care, hospitalization and repatriation.</li><li>Valid for at least <strong>one year</strong> from the date of entry.</li><li>Bought from a Canadian insurance company (or an approved foreign insurer).</li></ul><p>Since December 2022 the premium may be paid in monthly instalments with a deposit.</p>',
  },
  {
    question: 'Can I cancel my visitor or super visa policy and get a refund?',
    answer:
      '<p>Most insurers refund the full premium if you cancel before the policy starts, for example when a visa is refused (they ask for the refusal letter). After the start date, a partial refund is usually possible if no claim was made, minus an administration fee. Each policy wording sets the exact rules.</p>',
  },
  {
    question: 'What is a pre-existing condition?',
    answer:
      '<p>A medical condition that existed before your policy started. Travel policies cover it only if it was <em>stable</em> for a period set in the policy (often 90 or 180 days) and you chose a plan that includes it. Always answer the medical questions fully: a wrong answer can void a claim.</p>',
  },
  {
    question: 'What is a deductible, and should I choose one?',
    answer:
      '<p>The deductible is the part of each claim you pay yourself. A higher deductible lowers your premium. Choose one you could comfortably pay if something happened during the trip.</p>',
  },
  {
    question: 'How do I make a claim?',
    answer: `<p>Call the insurer’s emergency assistance line on your policy card <strong>before</strong> going to hospital when you can, keep every receipt and report, and send the claim form to the insurer. We can help with the paperwork: call us at <a href="${COMPANY.phoneHref}">${COMPANY.phone}</a>.</p>`,
  },
  {
    question: 'How quickly will an advisor contact me?',
    answer: `<p>${COMPANY.replyPromise} Our hours are Monday to Friday 10:00 AM to 8:00 PM and Saturday and Sunday 10:00 AM to 4:00 PM, Eastern time.</p>`,
  },
  {
    question: 'Is my personal information safe?',
    answer:
      '<p>Yes. We collect only what insurers need to quote and underwrite you, send it over encrypted connections and never sell it. Read our <a href="/policy">privacy policy</a> for the details and your rights.</p>',
  },
  {
    question: 'What is an RESP and how much does the government add?',
    answer:
      '<p>A Registered Education Savings Plan lets savings for a child’s education grow tax-sheltered. The Canada Education Savings Grant adds <strong>20%</strong> of your contributions, up to <strong>$500 a year</strong> on $2,500 of contributions (up to $1,000 a year when you catch up unused room), to a lifetime maximum of <strong>$7,200</strong> per child. The lifetime contribution limit is $50,000.</p>',
  },
  {
    question: 'Should I pay my premium monthly or annually?',
    answer:
      '<p>Paying annually usually costs less: most insurers charge about one month’s premium less over the year. Monthly payments are easier on the budget and come straight from your bank account.</p>',
  },
  {
    question: 'Can you help my business with employee benefits?',
    answer:
      '<p>Yes. We design <a href="/group-insurance">group benefits</a> for businesses with as few as two employees: health, dental, life and disability coverage, and health spending accounts for owners.</p>',
  },
  {
    question: 'What if I am not happy with your service?',
    answer:
      '<p>Tell us first, and we will answer in writing. If a life or health insurance complaint is still not resolved, you can contact the OmbudService for Life and Health Insurance (OLHI), a free and independent service. See the disclosure on our <a href="/about-us#disclosure">About page</a>.</p>',
  },
];
