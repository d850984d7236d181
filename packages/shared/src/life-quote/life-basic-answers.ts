// The life basic form's answers (product-flows sections 4 and 5): the inputs as the form
// holds them, checked with the rules the quote API applies, so every shopper the form lets through
// gets prices and everyone else is told why right there, with a next step.

import { z } from 'zod';
import type { LifeQuoteSlug } from '../catalogue/options.ts';
import {
  NON_RESIDENT_QUOTE_MESSAGE,
  PROVINCE_NOT_SERVED_MESSAGE,
  isServedProvince,
} from '../catalogue/provinces.ts';
import { ageOn } from '../dates/civil-date.ts';
import type { CivilDate } from '../dates/civil-date.ts';
import { birthDateFromParts } from '../validation/birth-date.ts';
import type { BirthDateRule } from '../validation/birth-date.ts';
import { ageLimitMessage, LIFE_AGE_LIMITS } from './life-pricing.ts';
import { lifeQuoteRequestShape } from './life-quote-request.ts';

/** Kids life asks no smoking question for a child under this age and answers it as No. */
export const KIDS_SMOKING_QUESTION_MIN_AGE = 10;

/** The birth-date rule of a product: kids life has its own (platform spec section 5). */
export function lifeBirthDateRule(product: LifeQuoteSlug, today: CivilDate): BirthDateRule {
  return { today, kind: product === 'kids-life' ? 'kids' : 'standard' };
}

/**
 * The product's instant-quote age message when this birth date is outside its ages (ADR 0051), or
 * null. The same limits and message as the quote API's refusal (lifeQuoteIneligibility).
 */
export function lifeAgeLimitError(
  product: LifeQuoteSlug,
  birthDate: CivilDate,
  today: CivilDate,
): string | null {
  const age = ageOn(birthDate, today);
  const { min, max } = LIFE_AGE_LIMITS[product];
  return age < min || age > max ? ageLimitMessage(product) : null;
}

/** Whether the form asks about smoking: not for a child under 10 on kids life. */
export function asksSmoking(product: LifeQuoteSlug, birthDate: CivilDate, today: CivilDate): boolean {
  return product !== 'kids-life' || ageOn(birthDate, today) >= KIDS_SMOKING_QUESTION_MIN_AGE;
}

const SMOKE_MESSAGE = 'Please tell us whether you smoke';
const SMOKED_RECENTLY_MESSAGE = 'Please tell us whether you have smoked within the past 12 months';
const yesNoAnswer = (message: string) => z.enum(['yes', 'no'], { error: message });

/**
 * The basic form's answers as its inputs hold them: the birth date as typed day, month and year,
 * the questions as 'yes'/'no', any province (an unserved one is refused with its message). The
 * output is the part of the quote request the form asks. A birth date outside the product's
 * instant-quote ages is refused with the API's message.
 */
export function lifeBasicAnswersSchema(product: LifeQuoteSlug, today: CivilDate) {
  const rule = lifeBirthDateRule(product, today);
  return z
    .object({
      gender: lifeQuoteRequestShape.gender,
      day: z.string(),
      month: z.string(),
      year: z.string(),
      // Optional here: a young child is not asked (checked below once the date is known).
      smoke: yesNoAnswer(SMOKE_MESSAGE).optional(),
      smokedInLast12Months: yesNoAnswer(SMOKED_RECENTLY_MESSAGE).optional(),
      // A non-resident cannot get an instant quote (product-flows section 5).
      citizen: yesNoAnswer(NON_RESIDENT_QUOTE_MESSAGE).refine((a) => a === 'yes', NON_RESIDENT_QUOTE_MESSAGE),
      province: z.string().refine(isServedProvince, PROVINCE_NOT_SERVED_MESSAGE),
    })
    .transform((answers, ctx) => {
      const date = birthDateFromParts(answers, rule);
      const dateMessage = date.ok ? lifeAgeLimitError(product, date.date, today) : date.message;
      if (!date.ok || dateMessage !== null) {
        ctx.addIssue({ code: 'custom', path: ['year'], message: dateMessage ?? '' });
        return z.NEVER;
      }
      const smoke = asksSmoking(product, date.date, today) ? answers.smoke : 'no';
      if (smoke === undefined) {
        ctx.addIssue({ code: 'custom', path: ['smoke'], message: SMOKE_MESSAGE });
        return z.NEVER;
      }
      if (smoke === 'yes' && answers.smokedInLast12Months === undefined) {
        ctx.addIssue({ code: 'custom', path: ['smokedInLast12Months'], message: SMOKED_RECENTLY_MESSAGE });
        return z.NEVER;
      }
      return {
        birthDate: date.date,
        gender: answers.gender,
        smoke: smoke === 'yes',
        ...(smoke === 'yes' ? { smokedInLast12Months: answers.smokedInLast12Months === 'yes' } : {}),
        citizen: true,
        province: answers.province,
      };
    });
}
export type LifeBasicAnswers = z.input<ReturnType<typeof lifeBasicAnswersSchema>>;
