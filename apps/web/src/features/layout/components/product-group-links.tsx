import { Link } from 'react-router';
import { PRODUCT_GROUPS, productsInGroup } from '@brokerage/shared/catalogue/products';

interface ProductGroupLinksProps {
  /** Makes the headings' ids unique where several menus are on the page. */
  idPrefix: string;
  classNames: Partial<Record<'section' | 'title' | 'list' | 'link', string>>;
  onNavigate?: () => void;
}

/** The products grouped as in the catalogue (N6), each linking to its landing page; used by every menu. */
export function ProductGroupLinks({ idPrefix, classNames, onNavigate }: ProductGroupLinksProps) {
  return PRODUCT_GROUPS.map((group) => (
    <section key={group.id} aria-labelledby={`${idPrefix}-${group.id}`} className={classNames.section}>
      <h2 id={`${idPrefix}-${group.id}`} className={classNames.title}>
        {group.name}
      </h2>
      <ul className={classNames.list}>
        {productsInGroup(group.id).map((product) => (
          <li key={product.value}>
            <Link to={product.landingPath} className={classNames.link} onClick={onNavigate}>
              {product.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
