import { toBlogSummary } from '@brokerage/shared/content/content-schemas';
import { BLOG_POSTS } from '@brokerage/shared/content/blog-posts';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { BlogCard } from '#src/features/content/components/blog-card.tsx';
import { PageBanner } from '#src/features/content/components/page-banner.tsx';
import classes from '#src/features/content/components/content.module.css';
import type { Route } from './+types/blogs-page';
import { StaticHtml } from '#src/components/hydrate-later.tsx';

// Build time only (ADR 0021).
export function loader() {
  return { posts: BLOG_POSTS.map(toBlogSummary) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// Opened directly, the page hydrates without React Router's data router (ADR 0121, root.tsx).
export const handle: ContentPageHandle = { contentPage: 'blogs' };

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  // Text, images and plain links: never hydrated (ADR 0127).
  return (
    <StaticHtml>
      <PageBanner title="Blogs">
        <p>Plain-language articles on insurance, retirement and financial wellness.</p>
      </PageBanner>
      <div className={classes.page}>
        <ul className={classes.blogGrid}>
          {loaderData.posts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </StaticHtml>
  );
}
