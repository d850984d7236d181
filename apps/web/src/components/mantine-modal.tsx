// Mantine's Modal on its own, so that `lazy-modal.tsx` can load it when a dialog first opens.
export { Modal } from '@mantine/core';
