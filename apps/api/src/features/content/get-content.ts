// Use cases of the content calls (platform spec section 7, Content): read the seeded documents.

import {
  toBlogSummary,
  type AppContent,
  type BlogPost,
  type BlogSummary,
  type DefaultFields,
  type Faq,
  type HomeContent,
  type InsurancePageContent,
  type Policy,
  type Terms,
  type TestimonialsContent,
} from '@brokerage/shared/content/content-schemas';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findContentEntry, listContentEntries } from './content.repository.ts';
import { CONTENT_KINDS, DEFAULT_KEY } from './seed-content.ts';

async function single<T>(db: Db, kind: string): Promise<T> {
  const body = await findContentEntry(db, kind, DEFAULT_KEY);
  if (body === undefined) throw notFound('This content is not available yet');
  return body as T;
}

/** `home` or a product slug (N14). */
export const APP_CONTENT_TYPES_HINT = 'home or a product page type such as term-life or supervisa';

async function productPage(db: Db, type: string): Promise<InsurancePageContent> {
  const body = await findContentEntry(db, CONTENT_KINDS.productPage, type);
  if (body === undefined) {
    throw notFound(`Unknown page type '${type}'. Use ${APP_CONTENT_TYPES_HINT}.`);
  }
  return body as InsurancePageContent;
}

export type AppContentAnswer = AppContent & Partial<InsurancePageContent> & Partial<HomeContent>;

/** Header, menu, footer and products, plus the fields of the page type. */
export async function getAppContent(db: Db, type: string): Promise<AppContentAnswer> {
  const app = await single<AppContent>(db, CONTENT_KINDS.app);
  if (type === 'home') return { ...app, ...(await single<HomeContent>(db, CONTENT_KINDS.home)) };
  return { ...app, ...(await productPage(db, type)) };
}

export async function getDefaultFields(db: Db, type: string): Promise<DefaultFields> {
  return (await productPage(db, type)).defaultFields;
}

export const getTestimonials = (db: Db) => single<TestimonialsContent>(db, CONTENT_KINDS.testimonials);

export async function getTerms(db: Db): Promise<Terms & { updatedAt: string }> {
  const terms = await single<Terms>(db, CONTENT_KINDS.terms);
  return { ...terms, updatedAt: terms.updationDate };
}

export async function getPolicy(db: Db) {
  const policy = await single<Policy>(db, CONTENT_KINDS.policy);
  // Platform spec section 7: "subPoint, description and updatedAt".
  return { ...policy, subPoint: policy.points, updatedAt: policy.updationDate };
}

export async function getFaqs(db: Db): Promise<{ faqs: Faq[] }> {
  return { faqs: await single<Faq[]>(db, CONTENT_KINDS.faqs) };
}

export async function listBlogs(db: Db): Promise<BlogSummary[]> {
  const posts = (await listContentEntries(db, CONTENT_KINDS.blogPost)) as BlogPost[];
  return posts.map(toBlogSummary);
}

export async function getBlog(
  db: Db,
  year: string,
  month: string,
  id: string,
): Promise<BlogPost & { related: BlogSummary[] }> {
  const posts = (await listContentEntries(db, CONTENT_KINDS.blogPost)) as BlogPost[];
  const post = posts.find((p) => p.year === year && p.month === month && String(p.id) === id);
  if (post === undefined) throw notFound('This blog post does not exist');
  const related = post.relatedPostIds.flatMap((rid) => {
    const other = posts.find((p) => p.id === rid);
    return other ? [toBlogSummary(other)] : [];
  });
  return { ...post, related };
}
