import { useCallback, useId, useRef, useState } from 'react';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { ProductGroupLinks } from './product-group-links.tsx';
import { ChevronDownIcon } from '#src/components/ui/icons.tsx';
import { PageContainer, PlainButton } from '#src/components/ui/first-load.tsx';
import classes from './get-quote-menu.module.css';

/**
 * The Get Quote button and its grouped product menu (platform spec section 2, Header). A disclosure
 * (button + panel of links) rather than an ARIA menu: the entries are ordinary navigation links.
 */
export function GetQuoteMenu() {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpened(false), []);
  const containerRef = useClickOutside<HTMLDivElement>(close);

  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !opened) return;
    setOpened(false);
    buttonRef.current?.focus();
  });

  return (
    <div ref={containerRef}>
      <PlainButton
        ref={buttonRef}
        className={classes.button}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((value) => !value)}
      >
        Get Quote
        <ChevronDownIcon size={16} className={classes.chevron} data-opened={opened || undefined} />
      </PlainButton>
      <div id={panelId} className={classes.panel} hidden={!opened}>
        <PageContainer>
          <nav aria-label="Insurance and financial products" className={classes.groups}>
            <ProductGroupLinks
              idPrefix={panelId}
              classNames={{ title: classes.groupTitle, list: classes.list, link: classes.link }}
              onNavigate={close}
            />
          </nav>
        </PageContainer>
      </div>
    </div>
  );
}
