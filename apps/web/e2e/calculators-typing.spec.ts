import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calculateChildEducation,
  CHILD_EDUCATION_DEFAULTS,
  CHILD_EDUCATION_MESSAGES,
} from '@brokerage/shared/calculators/child-education-calculator';
import type { ChildEducationInput } from '@brokerage/shared/calculators/child-education-calculator';
import {
  calculateInvestment,
  INVESTMENT_DEFAULTS,
  INVESTMENT_MESSAGES,
} from '@brokerage/shared/calculators/investment-calculator';
import type { InvestmentInput } from '@brokerage/shared/calculators/investment-calculator';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import {
  DEFAULT_NEEDS_INPUT,
  needsFieldsFor,
  needsMessages,
  recommendCoverage,
} from '@brokerage/shared/life-quote/needs-analysis';
import type { NeedsFieldName, NeedsInput } from '@brokerage/shared/life-quote/needs-analysis';
import { formatCad } from '@brokerage/shared/money/cents';
import { expectAccessible, gotoReady, launchBrowser, openWithCookiesAccepted } from './support/browser.ts';
import { testServer } from './support/test-server.ts';

// Every numeric field of every calculator, as a person at the keyboard meets it. Each
// field is erased with Backspace (it must stay empty, with its message, and block the result),
// then typed or pasted into, and the figure the page computes is compared with the shared
// calculation of the typed values, and with the figure a stray digit would give (a 0 left
// before the typed digits multiplied them by ten). At a phone's and a desktop's width, with axe.

const { baseUrl } = testServer();
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Backspace from the end until the box is empty, as a person erases it. */
async function erase(box: Locator) {
  await box.click();
  await box.press('End');
  const length = (await box.inputValue()).length;
  for (let i = 0; i < length; i += 1) await box.press('Backspace');
  expect(await box.inputValue()).toBe('');
}

/** The texts the box's aria-describedby points to: its description and its message. */
const describedBy = (box: Locator) =>
  box.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );

async function expectMessage(box: Locator, message: string) {
  await expect.poll(() => describedBy(box)).toContain(message);
  expect(await box.getAttribute('aria-invalid')).toBe('true');
}

const open = async (width: { width: number; height: number }, path: string) => {
  const session = await openWithCookiesAccepted(browser, { viewport: width });
  await gotoReady(session.page, `${baseUrl}${path}`);
  return session;
};

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

// What is typed into each needs question: the issue's own figures where it gives them.
const NEEDS_TYPED: Record<NeedsFieldName, number> = {
  savings: 15_000,
  investments: 35_000,
  existingCoverage: 50_000,
  outstandingMortgage: 310_000,
  outstandingCarLoan: 18_000,
  otherLoans: 12_000,
  netIncome: 45_000,
  familyNeeds: 8,
  financialBackup: 5,
  kidsEducationExpense: 40_000,
  funeralExpenses: 15_000,
  emergencyFunds: 20_000,
  charitableDonations: 5_000,
  capitalGainsTaxes: 30_000,
  legacyFunds: 60_000,
};
const isMoneyField = (name: NeedsFieldName) => name !== 'familyNeeds' && name !== 'financialBackup';
const NEEDS_PRODUCTS: readonly LifeQuoteSlug[] = ['term-life', 'whole-life', 'mortgage-protection'];

describe.each(WIDTHS)('needs calculators at $width px', (viewport) => {
  it.each(NEEDS_PRODUCTS)(
    '%s: each field erased stays empty with its message, and the typed value is the one used',
    async (product) => {
      const { page, context, errors } = await open(viewport, `/${product}/quote/calculator`);
      const calculate = page.getByRole('button', { name: 'Calculate' });
      await expectAccessible(page);
      let used: NeedsInput = { ...DEFAULT_NEEDS_INPUT };
      let axeChecked = false;
      for (const field of needsFieldsFor(product)) {
        const box = page.getByRole('textbox', { name: field.label, exact: true });
        const slider = page.getByRole('slider', { name: field.label, exact: true });
        await erase(box);
        await expectMessage(box, needsMessages(field.range).required);
        expect(await calculate.isDisabled()).toBe(true);
        if (!axeChecked) {
          await expectAccessible(page);
          axeChecked = true;
        }

        const typed = NEEDS_TYPED[field.name];
        await box.pressSequentially(String(typed));
        expect(await box.inputValue()).toBe(String(typed));
        const money = isMoneyField(field.name);
        used = { ...used, [field.name]: money ? typed * 100 : typed };
        // The slider says the amount used, in the site's format.
        const spoken = money
          ? formatCad(typed * 100, { omitZeroCents: true })
          : field.range === 'percent'
            ? `${typed}%`
            : `${typed} years`;
        await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe(spoken);

        await calculate.click();
        const dialog = page.getByRole('dialog', { name: 'Your recommended coverage' });
        const expected = recommendCoverage(product, used);
        const tenTimes = recommendCoverage(product, {
          ...used,
          [field.name]: Math.min(used[field.name] * 10, 10_000_000_00),
        });
        const shown = await dialog.getByTestId('recommended-coverage').innerText();
        expect(shown, `${field.name} typed as ${typed}`).toBe(
          formatCad(expected.coverageCents, { omitZeroCents: true }),
        );
        // The shortfall is exact, so every answer moves it (whole life shows the snapped sum only).
        if (product !== 'whole-life' && expected.need < 0) {
          await dialog.getByText(`short of ${formatCad(-expected.need, { omitZeroCents: true })};`).waitFor();
          expect(tenTimes.need).not.toBe(expected.need);
        } else {
          expect(tenTimes.coverageCents).not.toBe(expected.coverageCents);
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // Leaving the box writes the value the site's way; it is still the value used.
        expect(await box.inputValue()).toBe(
          money ? formatCad(typed * 100, { omitZeroCents: true }) : String(typed),
        );
      }

      // A slider step fills the box with its amount.
      const firstField = needsFieldsFor(product)[0];
      if (firstField === undefined) throw new Error('no fields');
      const slider = page.getByRole('slider', { name: firstField.label, exact: true });
      await slider.focus();
      await slider.press('Home');
      await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('$0');
      await slider.press('ArrowRight');
      await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('$5,000');
      expect(await page.getByRole('textbox', { name: firstField.label, exact: true }).inputValue()).toBe(
        '$5,000',
      );

      // A typed amount past the range is refused with a message, not capped.
      const box = page.getByRole('textbox', { name: firstField.label, exact: true });
      await box.fill('99999999');
      await box.blur();
      expect(await box.inputValue()).toBe('$99,999,999');
      await expectMessage(box, needsMessages(firstField.range).range);
      expect(await calculate.isDisabled()).toBe(true);
      await expectAccessible(page);
      await fitsWidth(page, viewport.width);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe.each(WIDTHS)('investment calculator at $width px', (viewport) => {
  it('each field erased stays empty with its message, and the typed value is the one used', async () => {
    const { page, context, errors } = await open(viewport, '/investments');
    const calculator = page.getByRole('region', { name: 'Investment calculator' });
    const balance = () => calculator.getByTestId('investment-final-balance').textContent();
    const rows = () =>
      calculator.getByRole('table', { name: 'Investment growth by year' }).getByRole('row').count();
    const calculate = calculator.getByRole('button', { name: 'Calculate' });
    const thisYear = new Date().getFullYear();
    const finalBalance = (input: InvestmentInput) =>
      formatCad(calculateInvestment(input, thisYear).at(-1)?.balanceCents ?? 0);
    await expect.poll(balance).toBe('$67,275.00');
    await expectAccessible(page);

    let used: InvestmentInput = { ...INVESTMENT_DEFAULTS };
    const steps: {
      label: string;
      name: 'startingAmount' | 'years' | 'returnRate' | 'additionalContribution';
      message: string | null;
      keys: string;
      paste?: boolean;
      value: number;
      shown: string;
    }[] = [
      {
        label: 'Starting amount',
        name: 'startingAmount',
        message: INVESTMENT_MESSAGES.startingAmountRequired,
        keys: '$45 000',
        paste: true,
        value: 45_000,
        shown: '$45,000',
      },
      {
        label: 'Years',
        name: 'years',
        message: INVESTMENT_MESSAGES.yearsRequired,
        keys: '7',
        value: 7,
        shown: '7',
      },
      {
        label: 'Return rate',
        name: 'returnRate',
        message: INVESTMENT_MESSAGES.returnRateRequired,
        keys: '6.5',
        value: 6.5,
        shown: '6.5%',
      },
      {
        label: 'Additional contribution',
        name: 'additionalContribution',
        // Optional: erased is a valid answer.
        message: null,
        keys: '1,200',
        value: 1_200,
        shown: '$1,200',
      },
    ];
    for (const step of steps) {
      const box = calculator.getByRole('textbox', { name: step.label, exact: true });
      if ((await box.inputValue()) !== '') await erase(box);
      if (step.message !== null) {
        await expectMessage(box, step.message);
        expect(await calculate.count()).toBe(0);
      }
      // A paste: the text arrives in one input event, as from the clipboard.
      if (step.paste) await page.keyboard.insertText(step.keys);
      else await box.pressSequentially(step.keys);
      used = { ...used, [step.name]: step.value };
      await calculate.click();
      await expect.poll(balance, { message: `${step.label} typed as ${step.keys}` }).toBe(finalBalance(used));
      // One row a year under the header row.
      expect(await rows()).toBe(used.years + 1);
      expect(finalBalance({ ...used, [step.name]: step.value * 10 })).not.toBe(finalBalance(used));
      expect(await box.inputValue()).toBe(step.shown);
    }

    // Erased and typed 720, Years stays 720 with its limit said; nothing is cut to 100.
    const years = calculator.getByRole('textbox', { name: 'Years', exact: true });
    await erase(years);
    await years.pressSequentially('720');
    await years.blur();
    expect(await years.inputValue()).toBe('720');
    await expectMessage(years, INVESTMENT_MESSAGES.yearsRange);
    expect(await calculate.count()).toBe(0);
    expect(await rows()).toBe(8);
    await expectAccessible(page);
    await fitsWidth(page, viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(WIDTHS)('child education calculator at $width px', (viewport) => {
  it('each field erased stays empty with its message, the typed value is used, and 16 gets no grant', async () => {
    const { page, context, errors } = await open(viewport, '/child-education-planning');
    const calculator = page.getByRole('region', { name: 'Child education savings calculator' });
    const figure = (id: string) => calculator.getByTestId(`education-${id}`).textContent();
    const calculate = calculator.getByRole('button', { name: 'Calculate' });
    const thisYear = new Date().getFullYear();
    await expect.poll(() => figure('end-balance')).toBe('$16,970.36');
    await expectAccessible(page);

    let used: ChildEducationInput = { ...CHILD_EDUCATION_DEFAULTS };
    const steps = [
      {
        label: 'Initial contribution',
        name: 'initialContribution',
        message: CHILD_EDUCATION_MESSAGES.initialRequired,
        keys: '2,500',
        value: 2_500,
        shown: '$2,500',
      },
      {
        label: 'Monthly contribution',
        name: 'monthlyContribution',
        message: CHILD_EDUCATION_MESSAGES.monthlyRequired,
        keys: '75',
        value: 75,
        shown: '$75',
      },
      {
        label: 'Interest rate (%)',
        name: 'interestRate',
        message: CHILD_EDUCATION_MESSAGES.interestRequired,
        keys: '5',
        value: 5,
        shown: '5',
      },
    ] as const;
    for (const step of steps) {
      const box = calculator.getByRole('textbox', { name: step.label, exact: true });
      await erase(box);
      await expectMessage(box, step.message);
      expect(await calculate.isDisabled()).toBe(true);
      await box.pressSequentially(step.keys);
      used = { ...used, [step.name]: step.value };
      await calculate.click();
      const expected = calculateChildEducation(used, thisYear);
      await expect
        .poll(() => figure('end-balance'), { message: `${step.label} typed as ${step.keys}` })
        .toBe(formatCad(expected.endBalanceCents));
      expect(await figure('total-grant')).toBe(formatCad(expected.totalGrantCents));
      expect(await figure('total-contribution')).toBe(formatCad(expected.totalContributionCents));
      expect(await box.inputValue()).toBe(step.shown);
    }

    // A plan opened at 16: no grant, and the reason beside the result (N20).
    await calculator.getByLabel('Child’s age').selectOption('16');
    await calculate.click();
    const at16 = calculateChildEducation({ ...used, age: 16 }, thisYear);
    await expect.poll(() => figure('end-balance')).toBe(formatCad(at16.endBalanceCents));
    expect(await figure('total-grant')).toBe('$0.00');
    expect(await calculator.getByTestId('education-grant-note').textContent()).toBe(
      CHILD_EDUCATION_MESSAGES.noLateGrantOpenedLate,
    );
    await expectAccessible(page);
    await fitsWidth(page, viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
