// Shapes of the site content (platform spec section 3: App content, Insurance page content, terms,
// policy, faqs, testimonials, statistics; section 2: blogs). The seed files in this folder are typed
// with them, the API validates them before seeding and serves them, and the web app reads them at
// build time (ADR 0021).

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import { civilDateSchema } from '../dates/civil-date-schema.ts';
import { emailSchema } from '../validation/contact-fields.ts';

const text = z.string().trim().min(1);

export const linkItemSchema = z.object({ name: text, link: text });
export type LinkItem = z.infer<typeof linkItemSchema>;

export const faqSchema = z.object({
  question: text,
  /** Trusted HTML written by the team (N30). */
  answer: text,
});
export type Faq = z.infer<typeof faqSchema>;

export const namedTextSchema = z.object({ name: text, description: text });
export type NamedText = z.infer<typeof namedTextSchema>;

// ---- App content: header, menu, footer, products ---------------------------------------------

export const appContentSchema = z.object({
  header: z.object({ phone: text, email: text, navItems: z.array(linkItemSchema).min(4) }),
  headermenu: z.array(
    z.object({ group: text, name: text, items: z.array(linkItemSchema.extend({ value: z.number() })) }),
  ),
  footer: z.object({
    ABOUT_ETERNAL: text,
    INSURANCE_TYPES: z.array(z.object({ name: text, items: z.array(linkItemSchema) })),
  }),
  products: z.array(z.object({ value: z.number().int(), name: text, link: text })).length(30),
});
export type AppContent = z.infer<typeof appContentSchema>;

// ---- Testimonials and statistics -------------------------------------------------------------

export const testimonialSchema = z.object({ name: text, designation: text, description: text });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const statisticsSchema = z.object({
  yearsInBusiness: z.number().int().positive(),
  totalLenders: z.number().int().positive(),
  insuranceCompanies: z.number().int().positive(),
  productOfferings: z.number().int().positive(),
  satisfiedClients: z.number().int().positive(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const testimonialsContentSchema = statisticsSchema.extend({
  testimonials: z.array(testimonialSchema).min(3),
});
export type TestimonialsContent = z.infer<typeof testimonialsContentSchema>;

// ---- Terms of service and privacy policy -----------------------------------------------------

export const optionSchema = z.object({ id: z.number().int(), name: text, hasLink: z.boolean() });

export const descriptionItemSchema = z.object({
  name: text,
  hasLink: z.boolean(),
  options: z.array(optionSchema),
});

export const termsSectionSchema = z.object({
  name: text,
  /** Anchor id the table of contents scrolls to. */
  link: text,
  subPoint: z.array(z.object({ name: z.string(), description: z.array(descriptionItemSchema).min(1) })),
});

export const termsSchema = z.object({
  data: z.array(termsSectionSchema).min(1),
  index: z.array(linkItemSchema).min(1),
  updationDate: civilDateSchema,
});
export type Terms = z.infer<typeof termsSchema>;
export type TermsSection = z.infer<typeof termsSectionSchema>;

export const policyPointSchema = z.object({
  id: z.number().int(),
  name: text,
  link: text,
  hasLink: z.boolean(),
  description: z.array(text).min(1),
  options: z.array(optionSchema),
});

export const policySchema = z.object({
  points: z.array(policyPointSchema).min(1),
  description: z.array(text).min(1),
  index: z.array(linkItemSchema).min(1),
  updationDate: civilDateSchema,
});
export type Policy = z.infer<typeof policySchema>;
export type PolicyPoint = z.infer<typeof policyPointSchema>;

// ---- Insurance page content (per product page type) ------------------------------------------

export const defaultFieldsSchema = z.object({
  name: text,
  tagLine: text,
  purposes: z.array(text).min(1),
  description: text,
});
export type DefaultFields = z.infer<typeof defaultFieldsSchema>;

export const describedSectionSchema = z.object({
  name: text,
  description: text,
  subPoints: z.array(namedTextSchema),
});
export type DescribedSection = z.infer<typeof describedSectionSchema>;

export const insurancePageContentSchema = z.object({
  /** Product slug (N14), the `<type>` of the content calls. */
  type: text,
  /** Related product slugs shown as links in the page header. */
  headerInsuranceTypes: z.array(text),
  faqs: z.array(faqSchema).min(2),
  difference: z
    .object({
      title: text,
      description: text,
      prosCons: z.object({ pros: z.array(text).min(1), cons: z.array(text).min(1) }),
    })
    .nullable(),
  description2: describedSectionSchema.nullable(),
  description3: describedSectionSchema.nullable(),
  bankingServiceSummary: z.array(namedTextSchema),
  whatCanWeDo: z.array(namedTextSchema),
  subPoints: z.array(namedTextSchema).min(1),
  defaultFields: defaultFieldsSchema,
});
export type InsurancePageContent = z.infer<typeof insurancePageContentSchema>;

// ---- Blogs -----------------------------------------------------------------------------------

export const blogPostSchema = z.object({
  id: z.number().int().positive(),
  year: z.string().regex(/^\d{4}$/),
  month: z.string().regex(/^\d{2}$/),
  /** `/2021/03/1`: appended to `/blogs` (platform spec section 2). */
  link: z.string().regex(/^\/\d{4}\/\d{2}\/\d+$/),
  name: text,
  description: text,
  author: text,
  publishedOn: civilDateSchema,
  /** Trusted HTML written by the team (N30). */
  content: text,
  tags: z.array(text).min(1),
  relatedPostIds: z.array(z.number().int().positive()).min(1),
  /** Illustration key (web app: features/content/components/illustration.tsx). */
  image: text,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The card of a post in lists: everything but the body. */
export type BlogSummary = Omit<BlogPost, 'content'>;

export function toBlogSummary(post: BlogPost): BlogSummary {
  const { content: _content, ...summary } = post;
  return summary;
}

// ---- Home page and about page ----------------------------------------------------------------

export const homeContentSchema = z.object({
  banners: z
    .array(
      z.object({
        name: text,
        description: text,
        image: text,
        /** A quote link, or null for a plain button to the page. */
        quoteLink: text.nullable(),
        link: text,
        buttonLabel: text,
      }),
    )
    .min(2),
  whyWorkWithUs: z.array(namedTextSchema).min(2),
  partnersHeading: text,
  partnersSubheading: text,
  partners: z.array(text).min(4),
  lenders: z.array(text).min(4),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

export const aboutContentSchema = z.object({
  intro: z.array(text).min(1),
  owner: z.object({ name: text, title: text, bio: z.array(text).min(1) }),
  values: z.array(namedTextSchema).min(1),
  disclosure: z.array(namedTextSchema).min(4),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

export const provinceSubscriptionSchema = z.object({
  email: emailSchema,
  /** The visitor ticked the consent box (N23). */
  consent: z.literal(true, { error: 'Please agree to receive the e-mail' }),
});
export type ProvinceSubscription = z.infer<typeof provinceSubscriptionSchema>;

/** POST province-availability/subscribe: a message only; invalid (400) or too many tries (429). */
export const provinceSubscribeContract = apiContract(() => z.undefined().optional(), [400, 429]);

export const PROVINCE_SUBSCRIBED_MESSAGE =
  'Thank you! We will e-mail you as soon as we start serving your province.';
/** The answer of the unsubscribe link in the UPDATE ME! confirmation mail (ADR 0042). */
export const PROVINCE_UNSUBSCRIBED_MESSAGE =
  'You have been unsubscribed. We will not e-mail you about serving your province.';
