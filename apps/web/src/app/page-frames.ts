import type { ComponentType } from 'react';

// ADR 0125: a signed-in page prerendered as a frame names it in its route module's `handle`; the
// site layout's guard shows it while the page is prerendered and until the session is known.

export interface FrameHandle {
  /** The page's shell, heading and the space of its content, with nothing personal. */
  frame: ComponentType;
}

/** The frame a route's `handle` names, if any. */
export function frameOf(handle: unknown): ComponentType | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const frame = (handle as Partial<FrameHandle>).frame;
  return typeof frame === 'function' ? frame : undefined;
}
