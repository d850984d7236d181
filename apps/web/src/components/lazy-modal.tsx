import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from '@mantine/core';

const Modal = lazy(() => import('./mantine-modal.tsx').then((module) => ({ default: module.Modal })));

/**
 * Mantine's Modal, loaded when it first opens: a modal brings its focus trap, scroll
 * area, overlay, portal and scroll lock, eight chunks a page otherwise compiles and runs after its
 * first paint although most visitors never open the dialog. Once opened it stays mounted, so it
 * closes with its transition.
 */
export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(props.opened);
  if (props.opened && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
