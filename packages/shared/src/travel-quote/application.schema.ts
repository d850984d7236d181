// Visitors, students and travellers applications (product-flows sections 3, 4 and 5; N19, N27).
// One schema per form, used by the web form (zodResolver) and by POST contact/application/<form>.
// Date rules that need today (birth not in the future, trip dates not in the past) run when
// `today` is given; the API passes the server's date.

import { z } from 'zod';
import {
  EXTRA_PERSON_NUMBERS,
  GENDER_OPTIONS,
  INSURED_PERSON_COUNT_OPTIONS,
  optionValues,
} from '../catalogue/options.ts';
import { licensedProvinceSchema } from '../catalogue/province-schemas.ts';
import { checkSignature, declarationFields } from '../consent/application-declarations.ts';
import { healthConsentSchema } from '../consent/health-consent.ts';
import { ageOn, civilDateError, isCivilDate } from '../dates/civil-date.ts';
import { civilDateSchema } from '../dates/civil-date-schema.ts';
import type { CivilDate } from '../dates/civil-date.ts';
import { PLAN_CITATION_MESSAGE, planCitationSchema, type PlanCitation } from './plan-citation.schema.ts';
import { addressSchema, postalCodeSchema } from '../validation/address-fields.ts';
import { emailSchema, phoneSchema } from '../validation/contact-fields.ts';
import { FIELD_ERROR_MESSAGES } from '../validation/messages.ts';
import {
  firstNameSchema,
  fullNameSchema,
  lastNameSchema,
  optionalFullNameSchema,
} from '../validation/person-fields.ts';
import {
  FAMILY_CHILD_AGE_LIMIT,
  SUPERVISA_COVERAGE_DOLLARS,
  TRAVEL_DEDUCTIBLE_DOLLARS,
  VISITOR_COVERAGE_DOLLARS,
  supervisaEndDate,
} from './quote-request.schema.ts';
import {
  STUDENT_PRODUCT_SLUGS,
  TRAVEL_PRODUCTS,
  TRAVELLER_PRODUCT_SLUGS,
  VISITOR_PRODUCT_SLUGS,
} from './travel-products.ts';
import type { TravelProductSlug } from './travel-products.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

export const APPLICATION_MESSAGES = {
  required: 'This field is required',
  gender: 'Select a gender',
  preExisting: 'Answer the pre-existing condition question',
  birthInFuture: 'Date of birth cannot be in the future',
  dateInPast: 'This date cannot be in the past',
  departureBeforeArrival: 'Departure cannot be before arrival',
  effectiveBeforeArrival: 'The policy cannot start before arrival',
  effectiveAfterDeparture: 'The policy cannot start after departure',
  arrivalAfterDeparture: 'Arrival cannot be after departure',
  effectiveBeforeDeparture: 'The policy cannot start before your departure',
  expiryBeforeEffective: 'Expiry cannot be before the policy start',
  supervisaDeparture: (end: CivilDate) => `A super visa policy ends one year after it starts: ${end}`,
  supervisaCoverage: 'Super visa coverage must be at least $100,000',
  supervisaFamily: 'Super visa applications are for one or two persons',
  coverage: 'Select your coverage',
  deductible: 'Select deductible',
  numberOfPersons: 'Select how many more persons to insure',
  morePersons: 'Fill in the details of every extra person',
  product: 'This application is not for this product',
  residence: 'You cannot buy this policy online. Please call us and we will help you.',
  quoteCitation: PLAN_CITATION_MESSAGE,
  quoteMissing:
    'An application is for a plan of a quote: get a quote, then choose your plan on the results page',
  familyChild: (n: number) =>
    `A family covers 2 parents or guardians and their unmarried children under 22: person ${n} is 22 or older on the policy start`,
} as const;

const requiredText = (max = 100) =>
  z.string(APPLICATION_MESSAGES.required).trim().min(1, APPLICATION_MESSAGES.required).max(max);
const genderSchema = onFirstUse(() => z.enum(optionValues(GENDER_OPTIONS), APPLICATION_MESSAGES.gender));
const yesNo = onFirstUse(() => z.enum(['yes', 'no'], APPLICATION_MESSAGES.preExisting));
const amountIn = (amounts: readonly number[], message: string) =>
  z.number(message).refine((v) => amounts.includes(v), message);

const productIn = (slugs: readonly TravelProductSlug[]) => {
  const values = slugs.map((s) => TRAVEL_PRODUCTS[s].productValue);
  return z
    .array(z.number(APPLICATION_MESSAGES.product))
    .length(1, APPLICATION_MESSAGES.product)
    .refine((list) => values.includes(list[0] ?? -1), APPLICATION_MESSAGES.product);
};

/** The product slug of an application's `products` value. */
export function productSlugOfValue(value: number | undefined): TravelProductSlug | undefined {
  return (Object.keys(TRAVEL_PRODUCTS) as TravelProductSlug[]).find(
    (s) => TRAVEL_PRODUCTS[s].productValue === value,
  );
}

/** The fields of extra person N (3 to 7): personNFirstName, ... (product-flows section 3). */
export type ExtraPerson = Record<string, string>;

export function extraPersonKeys(n: number) {
  return {
    firstName: `person${n}FirstName`,
    lastName: `person${n}LastName`,
    dateOfBirth: `person${n}DateOfBirth`,
    gender: `person${n}Gender`,
    preExistingCondition: `person${n}PreExistingCondition`,
  } as const;
}

/** A blank extra person numbered n, for the form's "how many more persons" choice (product-flows section 4). */
export function blankExtraPerson(n: number): ExtraPerson {
  const keys = extraPersonKeys(n);
  return {
    [keys.firstName]: '',
    [keys.lastName]: '',
    [keys.dateOfBirth]: '',
    [keys.gender]: '',
    [keys.preExistingCondition]: '',
  };
}

const extraPersonSchema = onFirstUse(() => z.record(z.string(), z.string()));

/** Checks extra persons numbered from 3; the extra last name uses LASTNAME_NOT_VALID (N41). */
function checkExtraPersons(
  persons: readonly ExtraPerson[],
  count: number | null | undefined,
  today: CivilDate | undefined,
  ctx: z.RefinementCtx,
): void {
  if (count == null) {
    ctx.addIssue({
      code: 'custom',
      path: ['numberOfPersonToInsured'],
      message: APPLICATION_MESSAGES.numberOfPersons,
    });
    return;
  }
  if (persons.length !== count) {
    ctx.addIssue({ code: 'custom', path: ['morePersons'], message: APPLICATION_MESSAGES.morePersons });
  }
  persons.forEach((person, index) => {
    const n = EXTRA_PERSON_NUMBERS[index];
    if (n === undefined) return;
    checkPersonAnswers(
      extraPersonKeys(n),
      (key) => person[key],
      today,
      (key, message) => ctx.addIssue({ code: 'custom', path: ['morePersons', index, key], message }),
    );
  });
}

/**
 * The answers about one insured person after the first, under their keys: names, a birth date not
 * in the future, gender and the pre-existing-condition answer (person 2 and extra persons alike).
 */
function checkPersonAnswers(
  keys: ReturnType<typeof extraPersonKeys>,
  answer: (key: string) => string | null | undefined,
  today: CivilDate | undefined,
  at: (key: string, message: string) => void,
): void {
  if (!firstNameSchema.safeParse(answer(keys.firstName)).success)
    at(keys.firstName, FIELD_ERROR_MESSAGES.FIRSTNAME_NOT_VALID);
  if (!lastNameSchema.safeParse(answer(keys.lastName)).success)
    at(keys.lastName, FIELD_ERROR_MESSAGES.LASTNAME_NOT_VALID);
  const born = answer(keys.dateOfBirth);
  const bornError = civilDateError(born);
  if (bornError !== null) at(keys.dateOfBirth, bornError);
  else if (today !== undefined && (born ?? '') > today)
    at(keys.dateOfBirth, APPLICATION_MESSAGES.birthInFuture);
  if (!genderSchema().safeParse(answer(keys.gender)).success) at(keys.gender, APPLICATION_MESSAGES.gender);
  if (!yesNo().safeParse(answer(keys.preExistingCondition)).success)
    at(keys.preExistingCondition, APPLICATION_MESSAGES.preExisting);
}

/** The extra persons of a family are its unmarried children under 22 on the policy start (N9). */
function checkFamilyChildren(
  persons: readonly ExtraPerson[],
  policyStart: string,
  ctx: z.RefinementCtx,
): void {
  if (!isCivilDate(policyStart)) return;
  persons.forEach((person, index) => {
    const n = EXTRA_PERSON_NUMBERS[index];
    if (n === undefined) return;
    const key = extraPersonKeys(n).dateOfBirth;
    const born = person[key];
    if (isCivilDate(born) && born <= policyStart && ageOn(born, policyStart) >= FAMILY_CHILD_AGE_LIMIT) {
      ctx.addIssue({
        code: 'custom',
        path: ['morePersons', index, key],
        message: APPLICATION_MESSAGES.familyChild(n),
      });
    }
  });
}

function checkPerson2(
  a: {
    person2FirstName?: string | null | undefined;
    person2LastName?: string | null | undefined;
    person2DateOfBirth?: string | null | undefined;
    person2Gender?: string | null | undefined;
    person2PreExistingCondition?: string | null | undefined;
  },
  today: CivilDate | undefined,
  ctx: z.RefinementCtx,
): void {
  checkPersonAnswers(
    extraPersonKeys(2),
    (key) => a[key as keyof typeof a],
    today,
    (key, message) => ctx.addIssue({ code: 'custom', path: [key], message }),
  );
}

const personFields = onFirstUse(() => ({
  gender: genderSchema(),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  dateOfBirth: civilDateSchema,
  preExistingCondition: yesNo(),
  email: emailSchema,
  phone: phoneSchema,
  canadianAddress: addressSchema,
  // Sold only where licensed (N43): another province gets the province message.
  province: licensedProvinceSchema,
  postalCode: postalCodeSchema,
  canadianNumber: phoneSchema,
  beneficiaryName: optionalFullNameSchema,
  finalContactName: fullNameSchema,
  contactTime: requiredText(60),
  /** Express consent to the pre-existing-condition answers (N25); stored as a consent record. */
  healthConsent: healthConsentSchema,
  /** The declarations accepted and the typed-name signature, stored with the application. */
  ...declarationFields,
}));

const groupFields = onFirstUse(() => ({
  person2FirstName: z.string().nullish(),
  person2LastName: z.string().nullish(),
  person2DateOfBirth: z.string().nullish(),
  person2Gender: z.string().nullish(),
  person2PreExistingCondition: z.string().nullish(),
  numberOfPersonToInsured: z
    .number()
    .int()
    .refine(
      (n) => INSURED_PERSON_COUNT_OPTIONS.some((o) => o.value === n),
      APPLICATION_MESSAGES.numberOfPersons,
    )
    .nullish(),
  morePersons: z.array(extraPersonSchema()).max(EXTRA_PERSON_NUMBERS.length).nullish(),
}));

export interface ApplicationSchemaOptions {
  /** Today's date, or a function giving it at each parse (the API's route schemas, ADR 0101). */
  today?: CivilDate | (() => CivilDate);
  /**
   * The API requires the citation of the stored quote and plan (ADR 0088); the page's form leaves
   * it out, the page adding the plan chosen on the results page when it sends.
   */
  requireCitation?: boolean;
}

const citationRequired = (
  ctx: z.RefinementCtx,
  options: ApplicationSchemaOptions,
  quote: PlanCitation | undefined,
) => {
  if (options.requireCitation === true && quote === undefined)
    ctx.addIssue({ code: 'custom', path: ['quote'], message: APPLICATION_MESSAGES.quoteMissing });
};

const notPast = (ctx: z.RefinementCtx, today: CivilDate | undefined, date: string, path: string) => {
  if (today !== undefined && date < today)
    ctx.addIssue({ code: 'custom', path: [path], message: APPLICATION_MESSAGES.dateInPast });
};
const notFutureBirth = (ctx: z.RefinementCtx, today: CivilDate | undefined, date: string) => {
  if (today !== undefined && date > today) {
    ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: APPLICATION_MESSAGES.birthInFuture });
  }
};

/** Visitors to Canada, super visa, new immigrants, foreign workers. */
export function visitorsApplicationSchema(options: ApplicationSchemaOptions = {}) {
  return z
    .object({
      numberOfVisitors: z.enum(['single', 'two-persons', 'family'], 'Select who the application is for'),
      ...personFields(),
      homeCountry: requiredText(60),
      arrivalDate: civilDateSchema,
      policyEffectiveDate: civilDateSchema,
      departureDate: civilDateSchema,
      coverage: amountIn(VISITOR_COVERAGE_DOLLARS, APPLICATION_MESSAGES.coverage),
      deductible: amountIn(TRAVEL_DEDUCTIBLE_DOLLARS, APPLICATION_MESSAGES.deductible),
      finalContactNumber: phoneSchema,
      products: productIn(VISITOR_PRODUCT_SLUGS),
      quote: planCitationSchema().optional(),
      ...groupFields(),
    })
    .superRefine((a, ctx) => {
      checkSignature(a, ctx);
      citationRequired(ctx, options, a.quote);
      const today = typeof options.today === 'function' ? options.today() : options.today;
      const slug = productSlugOfValue(a.products[0]);
      notFutureBirth(ctx, today, a.dateOfBirth);
      notPast(ctx, today, a.arrivalDate, 'arrivalDate');
      notPast(ctx, today, a.policyEffectiveDate, 'policyEffectiveDate');
      if (a.policyEffectiveDate < a.arrivalDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['policyEffectiveDate'],
          message: APPLICATION_MESSAGES.effectiveBeforeArrival,
        });
      }
      if (a.departureDate < a.arrivalDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['departureDate'],
          message: APPLICATION_MESSAGES.departureBeforeArrival,
        });
      } else if (a.departureDate < a.policyEffectiveDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['departureDate'],
          message: APPLICATION_MESSAGES.effectiveAfterDeparture,
        });
      }
      if (slug === 'supervisa') {
        // N19: one year from the policy start, at least 100,000, one or two persons.
        const end = supervisaEndDate(a.policyEffectiveDate);
        if (a.departureDate !== end) {
          ctx.addIssue({
            code: 'custom',
            path: ['departureDate'],
            message: APPLICATION_MESSAGES.supervisaDeparture(end),
          });
        }
        if (!SUPERVISA_COVERAGE_DOLLARS.includes(a.coverage)) {
          ctx.addIssue({
            code: 'custom',
            path: ['coverage'],
            message: APPLICATION_MESSAGES.supervisaCoverage,
          });
        }
        if (a.numberOfVisitors === 'family') {
          ctx.addIssue({
            code: 'custom',
            path: ['numberOfVisitors'],
            message: APPLICATION_MESSAGES.supervisaFamily,
          });
        }
      }
      if (a.numberOfVisitors !== 'single') checkPerson2(a, today, ctx);
      if (a.numberOfVisitors === 'family') {
        checkExtraPersons(a.morePersons ?? [], a.numberOfPersonToInsured, today, ctx);
        checkFamilyChildren(a.morePersons ?? [], a.policyEffectiveDate, ctx);
      }
    });
}
export type VisitorsApplication = z.infer<ReturnType<typeof visitorsApplicationSchema>>;

/** International and Canadian students (one person). */
export function studentsApplicationSchema(options: ApplicationSchemaOptions = {}) {
  return z
    .object({
      quoteFor: z.literal('single').default('single'),
      age: z.number(APPLICATION_MESSAGES.required).int().min(18).max(60),
      ...personFields(),
      homeCountry: requiredText(60),
      arrivalDate: civilDateSchema,
      policyEffectiveDate: civilDateSchema,
      departureDate: civilDateSchema,
      products: productIn(STUDENT_PRODUCT_SLUGS),
      quote: planCitationSchema().optional(),
    })
    .superRefine((a, ctx) => {
      checkSignature(a, ctx);
      citationRequired(ctx, options, a.quote);
      const today = typeof options.today === 'function' ? options.today() : options.today;
      notFutureBirth(ctx, today, a.dateOfBirth);
      notPast(ctx, today, a.arrivalDate, 'arrivalDate');
      notPast(ctx, today, a.policyEffectiveDate, 'policyEffectiveDate');
      if (a.arrivalDate > a.departureDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['arrivalDate'],
          message: APPLICATION_MESSAGES.arrivalAfterDeparture,
        });
      }
      if (a.policyEffectiveDate > a.departureDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['policyEffectiveDate'],
          message: APPLICATION_MESSAGES.effectiveAfterDeparture,
        });
      }
    });
}
export type StudentsApplication = z.infer<ReturnType<typeof studentsApplicationSchema>>;

/** Canadian travellers and snowbirds; the residence question comes first (product-flows section 2). */
export function travellersApplicationSchema(options: ApplicationSchemaOptions = {}) {
  return z
    .object({
      /** 'yes': a Canadian resident with government health cover; 'no' (a form answer) cannot buy online. */
      canadianResident: z
        .enum(['yes', 'no'], APPLICATION_MESSAGES.residence)
        .refine((answer) => answer === 'yes', APPLICATION_MESSAGES.residence),
      numberOfVisitors: z.enum(['single', 'two-persons', 'family'], 'Select who the application is for'),
      ...personFields(),
      destinationCountry: requiredText(60),
      departureDate: civilDateSchema,
      policyEffectiveDate: civilDateSchema,
      expiryDate: civilDateSchema,
      deductible: amountIn(TRAVEL_DEDUCTIBLE_DOLLARS, APPLICATION_MESSAGES.deductible),
      finalContactNumber: phoneSchema,
      products: productIn(TRAVELLER_PRODUCT_SLUGS),
      quote: planCitationSchema().optional(),
      ...groupFields(),
    })
    .superRefine((a, ctx) => {
      checkSignature(a, ctx);
      citationRequired(ctx, options, a.quote);
      const today = typeof options.today === 'function' ? options.today() : options.today;
      notFutureBirth(ctx, today, a.dateOfBirth);
      notPast(ctx, today, a.departureDate, 'departureDate');
      // departure <= effective <= expiry (product-flows section 4).
      if (a.policyEffectiveDate < a.departureDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['policyEffectiveDate'],
          message: APPLICATION_MESSAGES.effectiveBeforeDeparture,
        });
      }
      if (a.expiryDate < a.policyEffectiveDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['expiryDate'],
          message: APPLICATION_MESSAGES.expiryBeforeEffective,
        });
      }
      if (a.numberOfVisitors !== 'single') checkPerson2(a, today, ctx);
      if (a.numberOfVisitors === 'family') {
        checkExtraPersons(a.morePersons ?? [], a.numberOfPersonToInsured, today, ctx);
        checkFamilyChildren(a.morePersons ?? [], a.policyEffectiveDate, ctx);
      }
    });
}
export type TravellersApplication = z.infer<ReturnType<typeof travellersApplicationSchema>>;

export const APPLICATION_FORMS = ['visitors', 'students', 'travellers'] as const;
export type ApplicationForm = (typeof APPLICATION_FORMS)[number];

/** The server's answer after an application is stored (product-flows section 4). */
export const APPLICATION_RECEIVED_MESSAGE =
  'Thank you for your application. Our representative will call you shortly to finalise your policy.';
