import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  DescribedSection,
  InsurancePageContent,
  NamedText,
} from '@brokerage/shared/content/content-schemas';
import type { Product } from '@brokerage/shared/catalogue/products';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { travelProductOfValue } from '@brokerage/shared/travel-quote/travel-products';
import { ButtonLink } from '#src/components/ui/first-load.tsx';
import { LicenceBadge } from '#src/components/ui/design-parts.tsx';
import { PriceAnchor } from './price-anchor.tsx';
import { ContentAccordion } from './content-accordion.tsx';
import { EstateDiagram } from './estate-diagram.tsx';
import { Illustration } from './illustration.tsx';
import { KidsLifeChart } from './kids-life-chart.tsx';
import { WhatWeCanDo } from './what-we-can-do.tsx';
import classes from './content.module.css';

const GROUP_IMAGES: Record<Product['group'], string> = {
  life: 'family',
  travel: 'travel',
  general: 'home',
  financial: 'growth',
};

// Pages whose description2 reads best as an accordion (home: home, tenant, other; first open).
const ACCORDION_SECTIONS = new Set(['home']);

interface ProductLandingProps {
  page: InsurancePageContent;
  product: Product;
  /** Names of related products by slug, for the header links. */
  related: { name: string; path: string }[];
  /** Extra section supplied by the route (for example the lenders carousel). */
  extra?: ReactNode;
  /** For products without a quote form: the route composes the contact dialog's button here. */
  contactAction?: ReactNode;
}

function Cards({ items, headingLevel = 3 }: { items: NamedText[]; headingLevel?: 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={classes.cards}>
      {items.map((item) => (
        <li key={item.name} className={classes.card}>
          <Heading className={classes.cardTitle}>{item.name}</Heading>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function Described({ section, id, type }: { section: DescribedSection; id: string; type: string }) {
  if (type === 'estate-planning') return <EstateDiagram section={section} />;
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {section.name}
      </h2>
      <p className={classes.lead}>{section.description}</p>
      {ACCORDION_SECTIONS.has(type) ? (
        <ContentAccordion
          items={section.subPoints.map((s) => ({ title: s.name, body: s.description }))}
          initiallyOpen={0}
        />
      ) : (
        <Cards items={section.subPoints} />
      )}
    </section>
  );
}

const isLifeQuoteSlug = (slug: string): slug is LifeQuoteSlug =>
  (LIFE_QUOTE_SLUGS as readonly string[]).includes(slug);

/** The product's price anchor (ADRs 0120, 0124): the five life quotes and the travel products. */
function anchorOf(product: Product): ReactNode {
  if (isLifeQuoteSlug(product.slug)) return <PriceAnchor product={product.slug} />;
  const travel = travelProductOfValue(product.value);
  return travel === undefined ? null : <PriceAnchor product={travel.slug} />;
}

/** A product landing page (N14): hero, sections by page type, FAQs and a link to its quote or lead form. */
export function ProductLanding({ page, product, related, extra, contactAction }: ProductLandingProps) {
  const f = page.defaultFields;
  const cta = product.quotePath ? (
    <ButtonLink tone="maple" size="md" to={product.quotePath}>
      {product.group === 'financial' || product.group === 'general' ? 'Request a quote' : 'Get a quote'}
    </ButtonLink>
  ) : (
    contactAction
  );

  return (
    <div className={classes.product}>
      <header className={classes.hero}>
        <div className={classes.heroText}>
          <h1 className={classes.heroTitle}>{f.name}</h1>
          <p className={classes.tagLine}>{f.tagLine}</p>
          <ul className={classes.purposes}>
            {f.purposes.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          {anchorOf(product)}
          <div className={classes.heroActions}>{cta}</div>
          <LicenceBadge />
        </div>
        <Illustration name={GROUP_IMAGES[product.group]} className={classes.heroImage} />
      </header>

      <div className={classes.productBody}>
        <section className={classes.section} aria-labelledby="about-product">
          <h2 id="about-product" className={classes.sectionTitle}>
            About {product.name.toLowerCase().includes('insurance') ? product.name : f.name}
          </h2>
          <p className={classes.lead}>{f.description}</p>
          <Cards items={page.subPoints} />
        </section>

        {product.slug === 'kids-life' ? <KidsLifeChart /> : null}

        {page.difference ? (
          <section className={classes.section} aria-labelledby="difference">
            <h2 id="difference" className={classes.sectionTitle}>
              {page.difference.title}
            </h2>
            <p className={classes.lead}>{page.difference.description}</p>
            <div className={classes.prosCons}>
              <div>
                <h3>Advantages</h3>
                <ul>
                  {page.difference.prosCons.pros.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3>Things to consider</h3>
                <ul>
                  {page.difference.prosCons.cons.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        ) : null}

        {page.description2 ? <Described section={page.description2} id="details" type={page.type} /> : null}
        {page.description3 ? (
          <Described section={page.description3} id="more-details" type={page.type} />
        ) : null}

        {page.bankingServiceSummary.length > 0 ? (
          <section className={classes.section} aria-labelledby="banking-services">
            <h2 id="banking-services" className={classes.sectionTitle}>
              Our banking services
            </h2>
            <ContentAccordion
              items={page.bankingServiceSummary.map((s) => ({ title: s.name, body: s.description }))}
              initiallyOpen={0}
            />
          </section>
        ) : null}

        {page.whatCanWeDo.length > 0 ? <WhatWeCanDo steps={page.whatCanWeDo} /> : null}

        {extra}

        <section className={classes.section} aria-labelledby="product-faqs">
          <h2 id="product-faqs" className={classes.sectionTitle}>
            Frequently asked questions
          </h2>
          <ContentAccordion items={page.faqs.map((q) => ({ title: q.question, body: q.answer }))} html />
        </section>

        <section className={classes.ctaBand} aria-labelledby="next-step">
          <h2 id="next-step" className={classes.sectionTitle}>
            Ready for the next step?
          </h2>
          {anchorOf(product)}
          <div className={classes.heroActions}>{cta}</div>
          <LicenceBadge />
          {related.length > 0 ? (
            <nav aria-label="Related products" className={classes.related}>
              <span>Related:</span>
              <ul>
                {related.map((r) => (
                  <li key={r.path}>
                    <Link to={r.path}>{r.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
