import { deferredComponent } from '#src/components/deferred-component.tsx';
import { closeContactDialog, useContactDialog } from '../contact-dialog-store.ts';
import type { ContactPrefill } from './contact-form.tsx';

// The dialog's form (react-hook-form, zod, libphonenumber, Mantine's MultiSelect) is about half of
// what a page would otherwise load first; it is fetched the first time the dialog opens.
const DeferredContactDialog = deferredComponent(() =>
  import('./contact-dialog.tsx').then((module) => module.ContactDialog),
);

/** The contact dialog as routes/site-layout mounts it: its code loads when `openContactDialog()` first runs. */
export function LazyContactDialog({ prefill }: { prefill?: ContactPrefill }) {
  const { opened } = useContactDialog();
  return (
    <DeferredContactDialog
      active={opened}
      onLoadError={closeContactDialog}
      {...(prefill === undefined ? {} : { prefill })}
    />
  );
}
