// What a prerendered quote form shows until React has hydrated (ADR 0081): the space the
// form will take, so nothing below it moves into the first screen when it appears.

import { Center, Loader } from '@mantine/core';

/** The space a quote form takes; a form keeps it while its later fields render. */
export const FORM_MIN_HEIGHT = '48rem';

export function FormPlaceholder({ label }: { label: string }) {
  return (
    <Center mih={FORM_MIN_HEIGHT} aria-busy="true">
      <Loader color="navy.8" role="status" aria-label={label} />
    </Center>
  );
}
