import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink } from 'react-router';
import { ProductGroupLinks } from './product-group-links.tsx';
import { MOBILE_NAV } from '../nav-items.ts';
import classes from './mobile-menu.module.css';

/** Below 768 px the header collapses into this drawer (platform spec section 2, Header). */
export function MobileMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        color="var(--mantine-color-navy-8)"
      />
      <Drawer
        opened={opened}
        onClose={close}
        title="Menu"
        position="right"
        size="85%"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Mobile">
          <ul className={classes.pages}>
            {MOBILE_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={classes.page} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ProductGroupLinks
            idPrefix="mobile-group"
            classNames={{
              section: classes.group,
              title: classes.groupTitle,
              list: classes.products,
              link: classes.product,
            }}
            onNavigate={close}
          />
        </nav>
      </Drawer>
    </>
  );
}
