// The quote's answers in one line above a results list, with Edit back to the form (life and
// travel), so a visitor sees what the prices are for without scrolling the filters.

import { Link } from 'react-router';
import { VisuallyHidden } from './first-load.tsx';
import classes from './quote-summary.module.css';

export function QuoteSummary({ title, words, editTo }: { title: string; words: string; editTo: string }) {
  return (
    <section className={classes.summary} aria-label="Your quote">
      <p className={classes.words}>
        <strong>{title}</strong>
        {words && <span>: {words}</span>}
      </p>
      <Link to={editTo} className={classes.edit}>
        Edit<VisuallyHidden> your answers</VisuallyHidden>
      </Link>
    </section>
  );
}
