import { matchRoute } from '@brokerage/shared/routes/route-table';

// My account's sections' code, one chunk each, fetched only for the section shown (ADR 0129): the
// overview does not wait for the reply form, the slot picker or the policies. Dynamic imports, so
// React Router does not preload them before the first paint; account-page.tsx starts the opened
// section's as it loads, in parallel with the sections' module and the session's restoration.

const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
};

export const SECTION_CODE = {
  account: once(() => import('#src/features/my-account/components/account-overview.tsx')),
  'account-quotes': once(() => import('#src/features/my-account/components/account-quotes.tsx')),
  'account-applications': once(() => import('#src/features/my-account/components/account-applications.tsx')),
  'account-requests': once(() => import('#src/features/my-account/components/account-requests.tsx')),
  'account-calls': once(async () => {
    const [calls, booking] = await Promise.all([
      import('#src/features/my-account/components/account-calls.tsx'),
      import('#src/features/booking/components/slot-picker.tsx'),
    ]);
    return { ...calls, SlotPicker: booking.SlotPicker };
  }),
  'account-policies': once(() => import('#src/features/policies/components/account-policies.tsx')),
  'account-profile': once(() => import('#src/features/my-account/components/profile-security.tsx')),
  'account-privacy': once(() => import('#src/features/my-account/components/account-privacy.tsx')),
};

/** Starts loading the code of the section the address names, if it is one. */
export function loadSectionOf(pathname: string): void {
  const id = matchRoute(pathname)?.id;
  if (id !== undefined && id in SECTION_CODE) void SECTION_CODE[id as keyof typeof SECTION_CODE]();
}
