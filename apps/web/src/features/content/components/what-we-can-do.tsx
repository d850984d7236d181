import type { NamedText } from '@brokerage/shared/content/content-schemas';
import classes from './content.module.css';

/** 'What We Can Do For You' timeline (investments, financial planning, retirement). */
export function WhatWeCanDo({ steps }: { steps: NamedText[] }) {
  return (
    <section className={classes.section} aria-labelledby="what-we-can-do">
      <h2 id="what-we-can-do" className={classes.sectionTitle}>
        What We Can Do For You
      </h2>
      <ol className={classes.timeline}>
        {steps.map((step) => (
          <li key={step.name}>
            <h3>{step.name}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
