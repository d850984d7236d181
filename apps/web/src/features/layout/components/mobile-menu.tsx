import { useDisclosure } from '@mantine/hooks';
import { deferredComponent } from '#src/components/deferred-component.tsx';
import { MenuButton } from '#src/components/ui/first-load.tsx';

// The drawer (Mantine's Drawer, focus trap, scroll lock) loads on the first press.
const DeferredDrawer = deferredComponent(() =>
  import('./mobile-menu-drawer.tsx').then((module) => module.MobileMenuDrawer),
);

/** Below 768 px the header collapses into this drawer (platform spec section 2, Header). */
export function MobileMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <>
      <MenuButton
        opened={opened}
        onClick={toggle}
        // Fetch the drawer's code as soon as a finger or pointer is on the button.
        onPointerDown={() => void DeferredDrawer.preload().catch(() => undefined)}
        aria-label={opened ? 'Close menu' : 'Open menu'}
      />
      <DeferredDrawer active={opened} onLoadError={close} opened={opened} onClose={close} />
    </>
  );
}
