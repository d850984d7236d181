import type { HomeContent } from '@brokerage/shared/content/content-schemas';
import { ContentAccordion } from './content-accordion.tsx';
import { Illustration } from './illustration.tsx';
import classes from './content.module.css';

/** 'Why work with us': vision, mission and more, one open at a time. */
export function WhyWorkWithUs({ items }: { items: HomeContent['whyWorkWithUs'] }) {
  return (
    <section className={`${classes.section} ${classes.split}`} aria-labelledby="why-us">
      <div>
        <h2 id="why-us" className={classes.sectionTitle}>
          Why work with us
        </h2>
        <ContentAccordion
          items={items.map((i) => ({ title: i.name, body: i.description }))}
          initiallyOpen={0}
        />
      </div>
      <Illustration name="family" className={classes.sideImage} />
    </section>
  );
}
