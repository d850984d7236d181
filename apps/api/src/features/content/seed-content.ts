// Seeds the content tables from the shared content files (N30). Every start runs it; upserts make
// it idempotent, and an edited file updates its row in place.

import { BLOG_POSTS } from '@brokerage/shared/content/blog-posts';
import {
  aboutContentSchema,
  appContentSchema,
  blogPostSchema,
  faqSchema,
  homeContentSchema,
  insurancePageContentSchema,
  policySchema,
  termsSchema,
  testimonialsContentSchema,
} from '@brokerage/shared/content/content-schemas';
import { SITE_FAQS } from '@brokerage/shared/content/faq-content';
import { POLICY, TERMS } from '@brokerage/shared/content/legal-content';
import { PRODUCT_PAGES } from '@brokerage/shared/content/product-pages';
import {
  ABOUT_CONTENT,
  APP_CONTENT,
  HOME_CONTENT,
  TESTIMONIALS_CONTENT,
} from '@brokerage/shared/content/site-content';
import type { Db } from '../../db/client.ts';
import { upsertContentEntries, type ContentEntry } from './content.repository.ts';

export const CONTENT_KINDS = {
  app: 'app',
  home: 'home',
  testimonials: 'testimonials',
  terms: 'terms',
  policy: 'policy',
  faqs: 'faqs',
  about: 'about',
  productPage: 'product-page',
  blogPost: 'blog-post',
} as const;

const DEFAULT_KEY = 'default';

/** The entries to seed, each checked against its schema so a broken file stops the start. */
export function contentSeedEntries(): ContentEntry[] {
  const single = (kind: string, body: unknown): ContentEntry => ({ kind, key: DEFAULT_KEY, body });
  return [
    single(CONTENT_KINDS.app, appContentSchema.parse(APP_CONTENT)),
    single(CONTENT_KINDS.home, homeContentSchema.parse(HOME_CONTENT)),
    single(CONTENT_KINDS.testimonials, testimonialsContentSchema.parse(TESTIMONIALS_CONTENT)),
    single(CONTENT_KINDS.terms, termsSchema.parse(TERMS)),
    single(CONTENT_KINDS.policy, policySchema.parse(POLICY)),
    single(CONTENT_KINDS.faqs, faqSchema.array().min(15).parse(SITE_FAQS)),
    single(CONTENT_KINDS.about, aboutContentSchema.parse(ABOUT_CONTENT)),
    ...PRODUCT_PAGES.map((p) => ({
      kind: CONTENT_KINDS.productPage,
      key: p.type,
      body: insurancePageContentSchema.parse(p),
    })),
    // Zero-padded keys keep posts in id order.
    ...BLOG_POSTS.map((p) => ({
      kind: CONTENT_KINDS.blogPost,
      key: String(p.id).padStart(4, '0'),
      body: blogPostSchema.parse(p),
    })),
  ];
}

export async function seedContent(db: Db): Promise<number> {
  const entries = contentSeedEntries();
  await upsertContentEntries(db, entries);
  return entries.length;
}

export { DEFAULT_KEY };
