import type { ReactNode } from 'react';
import classes from './auth-card.module.css';

export { classes as authClasses };

/** The frame of the account pages: a card with the page's heading. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page">
      <section className={classes.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={classes.title}>
          {title}
        </h1>
        {subtitle !== undefined && <p className={classes.subtitle}>{subtitle}</p>}
        {children}
      </section>
    </div>
  );
}
