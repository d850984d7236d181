import { Link } from 'react-router';
import type { BlogSummary } from '@brokerage/shared/content/content-schemas';
import { Illustration } from './illustration.tsx';
import classes from './content.module.css';

/** A post card: image, name, description, 'By {author}'; the whole card opens the post. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.blogCard}>
      <Illustration name={post.image} className={classes.blogCardImage} />
      <div className={classes.blogCardBody}>
        <Heading className={classes.blogCardTitle}>
          <Link to={`/blogs${post.link}`} className={classes.cardLink}>
            {post.name}
          </Link>
        </Heading>
        <p>{post.description}</p>
        <p className={classes.byline}>By {post.author}</p>
      </div>
    </article>
  );
}
