import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { toBlogSummary } from '@brokerage/shared/content/content-schemas';
import { BLOG_POSTS, findBlogPost } from '@brokerage/shared/content/blog-posts';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { LazyErrorView } from '#src/components/lazy-error-view.tsx';
import { HtmlContent } from '#src/features/content/components/html-content.tsx';
import { Illustration } from '#src/features/content/components/illustration.tsx';
import { PageBanner } from '#src/features/content/components/page-banner.tsx';
import classes from '#src/features/content/components/content.module.css';
import { LazyNotFoundPage } from './lazy-not-found-page.tsx';
import type { Route } from './+types/blog-detail-page';
import { StaticHtml } from '#src/components/hydrate-later.tsx';

// Build time only, for the seven prerendered posts (react-router.config.ts, ADR 0021).
export function loader({ params }: Route.LoaderArgs) {
  const post = findBlogPost(params.year, params.month, params.blogId);
  if (!post) throw data('This blog post does not exist', { status: 404 });
  const related = post.relatedPostIds.flatMap((id) => {
    const other = BLOG_POSTS.find((p) => p.id === id);
    return other ? [toBlogSummary(other)] : [];
  });
  // Formatted here, at build time: the page's first load carries no date library (ADR 0121).
  return { post, related, publishedOnText: formatDisplayDate(post.publishedOn) };
}

// In the browser: a prerendered post reads its `.data` file; any other path gets that file's 404,
// which the error boundary below shows as the not-found page.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(
    args,
    loaderData
      ? { title: loaderData.post.name, description: loaderData.post.description, ogType: 'article' }
      : {},
  );

// Opened directly, the page hydrates without React Router's data router (ADR 0121, root.tsx).
export const handle: ContentPageHandle = { contentPage: 'blog-post' };

export default function BlogDetailPage({ loaderData }: Route.ComponentProps) {
  const { post, related, publishedOnText } = loaderData;
  // Text, images and plain links: never hydrated (ADR 0127).
  return (
    <StaticHtml>
      <PageBanner title="Blogs" isHeading={false}>
        <p>
          <Link to="/blogs">All articles</Link>
        </p>
      </PageBanner>
      <div className={classes.page}>
        <div className={classes.postLayout}>
          <article>
            <Illustration name={post.image} className={classes.postImage} />
            <h1 className={classes.postTitle}>{post.name}</h1>
            <p className={classes.byline}>
              By {post.author} · <time dateTime={post.publishedOn}>{publishedOnText}</time>
            </p>
            <HtmlContent html={post.content} />
          </article>
          <aside className={classes.aside} aria-label="More articles">
            <h2>Related posts</h2>
            <ul>
              {related.map((r) => (
                <li key={r.id}>
                  <Link to={`/blogs${r.link}`}>{r.name}</Link>
                </li>
              ))}
            </ul>
            <h2>Tags</h2>
            <ul className={classes.tags}>
              {post.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </StaticHtml>
  );
}

/**
 * A post that does not exist shows the not-found page. Both views load when shown: a post's first
 * load needs no Mantine component (ADR 0084).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <LazyNotFoundPage />;
  return <LazyErrorView />;
}
