import type { ReactNode } from 'react';
import classes from './content.module.css';

/** The coloured band at the top of content pages, holding the page's one h1. */
export function PageBanner({
  title,
  children,
  isHeading = true,
}: {
  title: string;
  children?: ReactNode;
  /** false when the page's h1 is further down (blog post title). */
  isHeading?: boolean;
}) {
  const Title = isHeading ? 'h1' : 'p';
  return (
    <div className={classes.banner}>
      <div className={classes.bannerInner}>
        <Title className={classes.bannerTitle}>{title}</Title>
        {children ? <div className={classes.bannerText}>{children}</div> : null}
      </div>
    </div>
  );
}
