import { useEffect, useState, type ComponentType } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@brokerage/shared/api/api-error-contract';
import { notifyError } from '#src/lib/notify.ts';

// Home's initial JavaScript budget (ADR 0090): dialogs, drawers and menus that a page
// shows only after a click are split into their own chunks and fetched the first time they open.

export interface DeferredProps {
  /** Load and show the component once this is true; it stays mounted afterwards (closing transitions). */
  active: boolean;
  /** Called when its code could not be fetched (offline, a new deployment); a toast says so too. */
  onLoadError?: () => void;
}

export interface DeferredComponent<P extends object> {
  (props: P & DeferredProps): React.ReactNode;
  /** Starts fetching the code now (for example when the browser is idle). */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A component whose code is fetched on first use. Renders nothing until `active` has been true and
 * the code has arrived; later mounts render at once. A failed fetch can be retried by activating again.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;

  function preload(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function Deferred({ active, onLoadError, ...props }: P & DeferredProps) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);

    useEffect(() => {
      if (!active || Component !== undefined) return;
      let current = true;
      preload().then(
        (component) => {
          if (current) setComponent(() => component);
        },
        () => {
          if (!current) return;
          notifyError(GENERIC_ERROR_MESSAGE);
          onLoadError?.();
        },
      );
      return () => {
        current = false;
      };
    }, [active, Component, onLoadError]);

    return Component === undefined ? null : <Component {...(props as P)} />;
  }

  return Object.assign(Deferred, { preload });
}

/** Runs `task` once the browser is idle after the page has loaded (a timer where there is no idle callback). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 2000);
  return () => window.clearTimeout(id);
}
