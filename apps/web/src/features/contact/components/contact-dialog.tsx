import { useEffect, useRef } from 'react';
import { Button, Modal, Text } from '@mantine/core';
import { CONTACT_THANK_YOU } from '@brokerage/shared/contact/contact-schemas';
import {
  closeContactDialog,
  markContactBooked,
  returnFocusToOpener,
  useContactDialog,
} from '../contact-dialog-store.ts';
import { ThemeProvider } from '#src/app/theme-provider.tsx';
import { ContactForm, type ContactPrefill } from './contact-form.tsx';

/**
 * The contact dialog (platform spec sections 2 and 4), mounted once by routes/site-layout and
 * opened with `openContactDialog()`. Mantine's Modal traps focus; the store returns it (N24). Mounted outside
 * the page, where there is no Mantine provider (ADR 0084): it brings its own.
 */
export function ContactDialog({ prefill }: { prefill?: ContactPrefill }) {
  const { opened, hasBooked } = useContactDialog();
  // Focus goes back to the opener on every close, the first opening's included (N24).
  const wasOpened = useRef(opened);
  useEffect(() => {
    if (wasOpened.current && !opened) {
      const timer = setTimeout(returnFocusToOpener, 0);
      wasOpened.current = opened;
      return () => clearTimeout(timer);
    }
    wasOpened.current = opened;
    return undefined;
  }, [opened]);

  function handleSent() {
    markContactBooked();
    // Platform spec section 4: after success the page scrolls to top.
    window.scrollTo({ top: 0 });
  }

  return (
    <ThemeProvider>
      <Modal
        opened={opened}
        onClose={closeContactDialog}
        title="Contact us"
        size="lg"
        centered
        // Closed is hidden, not gone: what the visitor typed waits for them until it is sent.
        keepMounted
        closeButtonProps={{ 'aria-label': 'Close' }}
        returnFocus={false}
      >
        {hasBooked ? (
          <div role="status">
            <Text size="lg" mb="md">
              {CONTACT_THANK_YOU}
            </Text>
            <Button color="navy.8" onClick={closeContactDialog}>
              Close
            </Button>
          </div>
        ) : (
          <>
            <Text size="sm" mb="md" c="dimmed">
              Tell us how to reach you and what you are interested in. A licensed advisor replies within 24
              hours.
            </Text>
            <ContactForm {...(prefill === undefined ? {} : { prefill })} onSent={handleSent} />
          </>
        )}
      </Modal>
    </ThemeProvider>
  );
}
