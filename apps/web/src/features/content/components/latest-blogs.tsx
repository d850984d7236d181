import type { BlogSummary } from '@brokerage/shared/content/content-schemas';
import { AutoplayCarousel } from './autoplay-carousel.tsx';
import { BlogCard } from './blog-card.tsx';
import classes from './content.module.css';

export const BLOGS_DELAY_MS = 1500;

export function LatestBlogs({ posts }: { posts: BlogSummary[] }) {
  return (
    <section className={classes.section} aria-labelledby="latest-blogs">
      <h2 id="latest-blogs" className={classes.sectionTitle}>
        Latest from our blog
      </h2>
      <AutoplayCarousel
        label="Latest blog posts"
        delayMs={BLOGS_DELAY_MS}
        slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
      >
        {posts.map((post) => (
          <BlogCard post={post} key={post.id} headingLevel={3} />
        ))}
      </AutoplayCarousel>
    </section>
  );
}
