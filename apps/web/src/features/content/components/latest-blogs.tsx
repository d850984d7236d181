import { Link } from 'react-router';
import type { BlogSummary } from '@brokerage/shared/content/content-schemas';
import { BlogCard } from './blog-card.tsx';
import classes from './content.module.css';

/** How many posts home shows, side by side (one carousel at most on a page: the partners'). */
const SHOWN = 3;

export function LatestBlogs({ posts }: { posts: BlogSummary[] }) {
  return (
    <section className={classes.section} aria-labelledby="latest-blogs">
      <h2 id="latest-blogs" className={classes.sectionTitle}>
        Latest from our blog
      </h2>
      <ul className={classes.blogGrid}>
        {posts.slice(0, SHOWN).map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link to="/blogs" className={classes.allPosts}>
        All blog posts
      </Link>
    </section>
  );
}
