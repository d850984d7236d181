// What a prerendered quote form shows until React has hydrated (issue 14, ADR 0081): the space the
// form will take, so nothing below it moves into the first screen when it appears.

import { Center, Loader } from '@mantine/core';

export function FormPlaceholder({ label }: { label: string }) {
  return (
    <Center mih="48rem" aria-busy="true">
      <Loader color="navy.8" role="status" aria-label={label} />
    </Center>
  );
}
