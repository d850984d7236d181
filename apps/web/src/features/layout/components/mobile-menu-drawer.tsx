import { Drawer } from '@mantine/core';
import { NavLink } from 'react-router';
import { ThemeProvider } from '#src/app/theme-provider.tsx';
import { ProductGroupLinks } from './product-group-links.tsx';
import { MOBILE_NAV } from '../nav-items.ts';
import classes from './mobile-menu.module.css';

export interface MobileMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The mobile menu's drawer; mobile-menu.tsx fetches this file the first time the burger is pressed.
 * The header has no Mantine provider (ADR 0084): the drawer brings its own.
 */
export function MobileMenuDrawer({ opened, onClose }: MobileMenuDrawerProps) {
  return (
    <ThemeProvider>
      <Drawer
        opened={opened}
        onClose={onClose}
        title="Menu"
        position="right"
        size="85%"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Mobile">
          <ul className={classes.pages}>
            {MOBILE_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={classes.page} onClick={onClose}>
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
            onNavigate={onClose}
          />
        </nav>
      </Drawer>
    </ThemeProvider>
  );
}
