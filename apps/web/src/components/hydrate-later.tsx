import { lazy, memo, Suspense, use, type ComponentType } from 'react';

// Home's initial JavaScript budget (ADR 0090): below-the-fold parts of a prerendered page (the
// carousels, the footer's newsletter form) keep their prerendered HTML, visible from the first
// paint, while their code is fetched once the browser is idle after the first paint. React leaves a
// server-rendered Suspense boundary as it is until the lazy code arrives, then hydrates it
// (selective hydration); the prerender waits for every boundary (entry.server.tsx), so the HTML
// holds the full content. After the first page, later mounts fetch at once.

let firstPaintDone = typeof window === 'undefined';

function afterFirstPaint(): Promise<void> {
  if (firstPaintDone) return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => {
      firstPaintDone = true;
      resolve();
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 1500 });
    else globalThis.setTimeout(go, 200);
  });
}

/**
 * Fetches the code, and when that fails (the connection dropped during the first seconds) tries again
 * each time the browser is back online, never failing: meanwhile the prerendered HTML stays as it is
 * rather than an error replacing the page.
 */
async function loadPatiently<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === 'undefined') throw error;
      await new Promise<void>((resolve) => {
        if (navigator.onLine) window.setTimeout(resolve, 5000);
        else window.addEventListener('online', () => resolve(), { once: true });
      });
    }
  }
}

/**
 * A component rendered in the prerendered HTML whose code loads after the first paint. Until then
 * the HTML stays as prerendered (not interactive); on a client-side navigation it renders `fallback`
 * for the moment its code takes to arrive.
 */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: React.ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(async () => {
    await afterFirstPaint();
    return { default: await loadPatiently(load) };
  });
  function HydrateLater(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return HydrateLater;
}

// ADR 0127: islands. A content page opened directly hydrates only what responds to the visitor;
// text, images and plain links stay as prerendered, never hydrated: the same Suspense boundary
// as above, whose content suspends for good while the content pages' client hydrates. Links work
// as links (navigations are page loads there) and <details> open natively. Anywhere else (the
// prerender, the application's own rendering) the children render as usual.
let hydratingContentPage = false;

/** Called once by the content pages' client, before it hydrates the page. */
export function markContentPageHydration(): void {
  hydratingContentPage = true;
}

const never = new Promise<never>(() => {});

function KeepPrerendered(): React.ReactNode {
  return use(never);
}

/**
 * Prerendered content that a content page never hydrates (text, images, plain links, native
 * disclosures): nothing inside may need a handler or state. Memoised for good on a content page, so
 * an update above cannot make React replace the prerendered HTML.
 */
export const StaticHtml = memo(
  function StaticHtml({ children }: { children: React.ReactNode }) {
    return <Suspense>{hydratingContentPage ? <KeepPrerendered /> : children}</Suspense>;
  },
  () => hydratingContentPage,
);
