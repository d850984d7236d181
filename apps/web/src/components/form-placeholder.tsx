// What a prerendered quote form shows until React has hydrated (ADR 0081): the space the
// form will take, so nothing below it moves into the first screen when it appears.

import { CenteredSpinner } from './ui/first-load.tsx';

/** The space a quote form takes; a form keeps it while its later fields render. */
export const FORM_MIN_HEIGHT = '48rem';

export function FormPlaceholder({ label }: { label: string }) {
  return <CenteredSpinner minHeight={FORM_MIN_HEIGHT} label={label} busy />;
}
