import type { ComponentType, ReactNode } from 'react';

// ADR 0125: a signed-in page prerendered as a frame names it in its route module's `handle`; the
// site layout's guard shows it while the page is prerendered and until the session is known, then
// the page inside it (ADR 0129), so what the frame painted first stays on the screen as it is.

/** A page's frame: its shell, heading and static text, around `children` (the page) once allowed. */
export type PageFrame = ComponentType<{ children?: ReactNode }>;

export interface FrameHandle {
  /** The page's shell, heading and the space of its content, with nothing personal. */
  frame: PageFrame;
}

/** The frame a route's `handle` names, if any. */
export function frameOf(handle: unknown): PageFrame | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const frame = (handle as Partial<FrameHandle>).frame;
  return typeof frame === 'function' ? frame : undefined;
}
